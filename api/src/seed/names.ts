/**
 * Word lists for fictional names. Developer, bank, brand, mall and building names are coined
 * combinations on purpose: the demo must never look like a claim about a real company or project.
 */

// prettier-ignore
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Kabir', 'Rohan', 'Ishaan', 'Karan', 'Rahul', 'Vikram',
  'Siddharth', 'Manish', 'Nikhil', 'Amit', 'Sandeep', 'Rajesh', 'Suresh', 'Deepak', 'Gaurav',
  'Harsh', 'Yash', 'Pranav', 'Varun', 'Anil', 'Mohit', 'Tarun', 'Ankit', 'Sameer', 'Imran', 'Farhan',
  'Gurpreet', 'Harpreet', 'Jaspreet', 'Ananya', 'Diya', 'Aadhya', 'Isha', 'Kavya', 'Meera', 'Neha',
  'Pooja', 'Priya', 'Riya', 'Sneha', 'Shreya', 'Tanvi', 'Nidhi', 'Swati', 'Anjali', 'Divya', 'Ritu',
  'Sunita', 'Kiran', 'Simran', 'Aisha', 'Sana', 'Zoya', 'Lakshmi', 'Nandini', 'Pallavi',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Bansal', 'Goyal', 'Mittal', 'Jain', 'Malhotra', 'Kapoor',
  'Khanna', 'Mehra', 'Chopra', 'Arora', 'Sethi', 'Bhatia', 'Ahuja', 'Singh', 'Chauhan', 'Rathore',
  'Yadav', 'Tomar', 'Chaudhary', 'Tyagi', 'Saini', 'Rawat', 'Negi', 'Bisht', 'Joshi', 'Pandey',
  'Mishra', 'Tiwari', 'Dubey', 'Srivastava', 'Saxena', 'Nair', 'Menon', 'Iyer', 'Reddy', 'Das',
  'Banerjee', 'Mukherjee', 'Khan', 'Qureshi', 'Siddiqui', 'Dhillon', 'Gill', 'Sandhu', 'Grewal',
  'Kohli',
] as const;

/** Coined first halves of developer names. */
// prettier-ignore
export const DEVELOPER_STEMS = [
  'Kesarwood', 'Tarangini', 'Suryaveda', 'Neelgiri', 'Vaanya', 'Orvana', 'Amaltas', 'Saptrishi',
  'Kalindi', 'Devprayag', 'Meghdoot', 'Rangoli', 'Pratham Dhara', 'Chandrak', 'Ashvattha', 'Himvan',
  'Sarovika', 'Vrinda', 'Trivikram', 'Navkiran', 'Aadyant', 'Shubhanjali', 'Ekaansh', 'Virasat',
  'Aaranya', 'Mandakini', 'Jyotirmay', 'Sahyadri Crest', 'Nilambar', 'Kshitij', 'Prithvika',
  'Avantika',
] as const;

// prettier-ignore
export const DEVELOPER_SUFFIXES = [
  'Developers', 'Buildcon', 'Infra', 'Estates', 'Realty', 'Homes', 'Buildtech', 'Infracon',
  'Habitats', 'Realcon', 'Infratech', 'Constructions',
] as const;

// prettier-ignore
export const PROJECT_WORDS = [
  'Aravali', 'Kesar', 'Amaltas', 'Gulmohar', 'Chinar', 'Saffron', 'Ivory', 'Sapphire', 'Indigo',
  'Lotus', 'Kadamb', 'Palash', 'Banyan', 'Tamarind', 'Jasmine', 'Marigold', 'Cedar', 'Sandal',
  'Monsoon', 'Sunrise', 'Skyline', 'Riverside', 'Meadow', 'Horizon', 'Crescent', 'Aster', 'Serene',
  'Verdant', 'Amber', 'Opal', 'Coral', 'Zenith', 'Vista', 'Harmony', 'Celeste', 'Nova', 'Solace',
  'Ashoka', 'Neem', 'Parijat',
] as const;

// prettier-ignore
export const PROJECT_SUFFIXES = [
  'Heights', 'Residency', 'Greens', 'Enclave', 'Towers', 'Courtyard', 'Terraces', 'Gardens',
  'Vistas', 'Park', 'Avenue', 'Meadows', 'Estates', 'Habitat', 'Homes', 'Square', 'Residences',
  'Crest',
] as const;

export const BANKS = [
  { name: 'Indus Valley Bank', code: 'XIVB' },
  { name: 'Kaveri Commercial Bank', code: 'XKCB' },
  { name: 'Northern Star Bank', code: 'XNSB' },
  { name: 'Himalaya Federal Bank', code: 'XHFB' },
  { name: 'Capital Union Bank', code: 'XCUB' },
  { name: 'Saraswati Trust Bank', code: 'XSTB' },
  { name: 'Ganga Mercantile Bank', code: 'XGMB' },
] as const;

// prettier-ignore
export const HOUSING_FINANCE = [
  'Griha Sahay Finance', 'Awas Mitra Housing Finance', 'Nivas Capital', 'Ghar Kosh Home Loans',
  'Aashray Housing Finance',
] as const;

/** Fictional material brands, by material. */
export const MATERIAL_BRANDS: Record<string, readonly string[]> = {
  cement: ['Shaktimaan Cement', 'Vindhyachal Cement', 'Rajshila Cement'],
  steel: ['Lohagarh TMT', 'Arjun Steel Bars', 'Vajra TMT'],
  tiles: ['Kashi Ceramics', 'Mrittika Vitrified', 'Suryakant Tiles'],
  paint: ['Rangsaaz Paints', 'Varnika Coatings'],
  sanitaryware: ['Neerja Sanitaryware', 'Jalrekha Fittings'],
  wiring: ['Taarak Cables', 'Vidyut Wires'],
  windows: ['Khidki uPVC Systems', 'Jharokha Aluminium'],
};

// prettier-ignore
export const AUDIT_AGENCIES = [
  'Bharat Structural Consultants', 'Sthapatya Quality Audits', 'NCR Building Sciences Lab',
  'Sudridh Engineering Review',
] as const;

// prettier-ignore
export const FACILITY_AGENCIES = [
  'Suvidha Facility Services', 'Sanrakshak Estate Management', 'Prabandh FM', 'Nivasi Property Care',
] as const;

// prettier-ignore
export const BUILDING_WORDS = [
  'Tarang', 'Udyog', 'Vyapar', 'Pragati', 'Unnati', 'Samriddhi', 'Vikas', 'Shikhar', 'Sankalp',
  'Utkarsh',
] as const;

// prettier-ignore
export const BUILDING_SUFFIXES = [
  'Business Park', 'Corporate Tower', 'Trade Centre', 'Plaza', 'Tech Park',
] as const;

// prettier-ignore
export const MALL_NAMES = [
  'Utsav Mall', 'Bazaar Central', 'Chaupal Square Mall', 'Mela Galleria', 'Haat Arcade',
] as const;

// prettier-ignore
export const PG_WORDS = [
  'Shanti', 'Sukh', 'Aangan', 'Basera', 'Ghar', 'Nest', 'Comfort', 'Urban', 'Greenleaf', 'Sahyog',
  'Ashiyana',
] as const;

export const PG_SUFFIXES = ['Residency', 'PG', 'Co-living', 'House', 'Stays', 'Homes'] as const;

// prettier-ignore
export const SCHOOL_NAMES = [
  'Vidya Bharati Public School', 'Sunrise International School', 'Gyandeep Academy',
] as const;
// prettier-ignore
export const HOSPITAL_NAMES = [
  'Arogya Multispeciality Hospital', 'Jeevan Rekha Hospital', 'Sanjeevani Medical Centre',
] as const;
