//! Words the seeded projects are written with: enough variety that a keyword search finds a
//! meaningful few among thousands, as on a real platform.

use rand::Rng;
use rand::rngs::StdRng;

use super::pick;

pub const FIRST_NAMES: [&str; 40] = [
    "Ana", "Kenji", "Amira", "Claire", "Minji", "Wei", "Lucas", "Fatima", "Omar", "Sofia", "Mateo", "Aisha", "Noah",
    "Yuki", "Leila", "Diego", "Hana", "Samuel", "Priya", "Chen", "Elena", "Tariq", "Nadia", "Pablo", "Ines", "Jonas",
    "Mei", "Karim", "Lina", "Tomas", "Zara", "Ravi", "Emma", "Yusuf", "Camila", "Daniel", "Seo-yeon", "Ahmed", "Lea",
    "Marco",
];

pub const LAST_NAMES: [&str; 30] = [
    "Lopez",
    "Sato",
    "Haddad",
    "Martin",
    "Kim",
    "Zhang",
    "Silva",
    "Okafor",
    "Nguyen",
    "Garcia",
    "Mensah",
    "Rossi",
    "Tanaka",
    "Khan",
    "Dubois",
    "Park",
    "Mwangi",
    "Ivanova",
    "Santos",
    "Cohen",
    "Ali",
    "Schmidt",
    "Moreau",
    "Liu",
    "Hernandez",
    "Yilmaz",
    "Ochieng",
    "Costa",
    "Suzuki",
    "Ahmed",
];

pub const ORG_FIRST: [&str; 24] = [
    "Green", "Bright", "Open", "Kind", "Blue", "Common", "Rising", "Shared", "Deep", "Living", "Clear", "Brave",
    "Solid", "Gentle", "Wide", "Golden", "Quiet", "Young", "Free", "True", "Little", "Steady", "New", "First",
];

pub const ORG_SECOND: [&str; 24] = [
    "Earth", "River", "Hands", "Horizon", "Roots", "Harbor", "Bridge", "Valley", "Path", "Garden", "Circle", "Spring",
    "Lantern", "Compass", "Field", "Forest", "Village", "Tide", "Summit", "Meadow", "Beacon", "Seed", "Well", "Ember",
];

pub const ORG_KIND: [&str; 10] = [
    "Collective",
    "Foundation",
    "Initiative",
    "Trust",
    "Network",
    "Alliance",
    "Cooperative",
    "Project",
    "Society",
    "Lab",
];

/// (theme word for titles, the work, the social cause)
const THEMES: [(&str, &str, &str); 30] = [
    ("Clean water", "wells, filters and rainwater tanks", "WATER_SANITATION"),
    ("Solar lamps", "solar lamps and small home systems", "SUSTAINABLE_ENERGY"),
    ("Coding clubs", "weekend coding clubs and laptops", "GENDER_EQUALITY"),
    ("Mangrove nurseries", "mangrove nurseries and replanting days", "CLIMATE_CHANGE"),
    ("Mobile library", "a mobile library and reading hours", "EDUCATION"),
    ("Legal aid", "volunteer lawyers and paperwork help", "REFUGEE"),
    ("Community fridges", "public fridges and surplus food rounds", "HUNGER"),
    ("Safe houses", "safe houses and counselling", "DOMESTIC_VIOLENCE"),
    ("Maternal health", "midwife visits and birth kits", "HEALTH"),
    ("Urban gardens", "rooftop and schoolyard vegetable gardens", "HUNGER"),
    ("Bicycle repair", "bicycle repair workshops", "SUSTAINABLE_ENERGY"),
    ("Sign language", "sign language classes and interpreters", "DISABILITY"),
    ("Reforestation", "native tree planting and seed banks", "CLIMATE_CHANGE"),
    ("Microloans", "small loans and bookkeeping lessons", "POVERTY"),
    ("Mental health", "peer support circles and a helpline", "MENTAL"),
    ("Beach cleanups", "beach cleanups and recycling points", "BIODIVERSITY_LIFE_BELOW_WATER"),
    ("Elder care", "home visits and shared meals for elders", "HEALTH"),
    ("Music lessons", "music lessons and instrument loans", "COMMUNITY_DEVELOPMENT"),
    ("Vaccination", "vaccination drives and cold storage", "HEALTH"),
    ("Wildlife corridors", "wildlife corridors and ranger training", "BIODIVERSITY"),
    ("Digital literacy", "digital literacy classes and shared computers", "EDUCATION"),
    ("Clean cookstoves", "clean cookstoves that cut smoke indoors", "SUSTAINABLE_ENERGY"),
    ("School meals", "hot school meals cooked by parents", "HUNGER"),
    ("Sanitation", "latrines and handwashing stations", "WATER_SANITATION"),
    ("Job training", "apprenticeships and job training", "POVERTY"),
    ("Flood shelters", "raised flood shelters and early warnings", "CLIMATE_CHANGE"),
    ("Bee keeping", "bee hives and honey cooperatives", "BIODIVERSITY"),
    ("Youth sports", "football leagues and coaching", "CHILD_PROTECTION"),
    ("Eye care", "eye tests and free glasses", "HEALTH"),
    ("Housing repair", "roof and insulation repairs", "HOMELESSNESS"),
];

const FOR_WHOM: [&str; 20] = [
    "rural schools",
    "night students",
    "girls",
    "coastal villages",
    "mountain villages",
    "refugee families",
    "neighbours",
    "survivors",
    "new mothers",
    "city kids",
    "farmers",
    "deaf teenagers",
    "elders",
    "street vendors",
    "fishing families",
    "young workers",
    "small clinics",
    "single parents",
    "teachers",
    "island communities",
];

const PLACES: [(&str, &str); 40] = [
    ("Kisumu", "Kenya"),
    ("Nairobi", "Kenya"),
    ("Dhaka", "Bangladesh"),
    ("Lagos", "Nigeria"),
    ("Accra", "Ghana"),
    ("Cebu", "Philippines"),
    ("Manila", "Philippines"),
    ("Cusco", "Peru"),
    ("Lima", "Peru"),
    ("Athens", "Greece"),
    ("Manchester", "United Kingdom"),
    ("Marseille", "France"),
    ("Lyon", "France"),
    ("Osaka", "Japan"),
    ("Sendai", "Japan"),
    ("Busan", "South Korea"),
    ("Chengdu", "China"),
    ("Amman", "Jordan"),
    ("Beirut", "Lebanon"),
    ("Casablanca", "Morocco"),
    ("Cairo", "Egypt"),
    ("Kampala", "Uganda"),
    ("Kigali", "Rwanda"),
    ("Dakar", "Senegal"),
    ("Bogota", "Colombia"),
    ("Medellin", "Colombia"),
    ("Oaxaca", "Mexico"),
    ("Recife", "Brazil"),
    ("Porto Alegre", "Brazil"),
    ("Valparaiso", "Chile"),
    ("Chennai", "India"),
    ("Pune", "India"),
    ("Kathmandu", "Nepal"),
    ("Hanoi", "Vietnam"),
    ("Jakarta", "Indonesia"),
    ("Suva", "Fiji"),
    ("Detroit", "United States"),
    ("Oakland", "United States"),
    ("Naples", "Italy"),
    ("Bucharest", "Romania"),
];

const OPENINGS: [&str; 8] = [
    "We bring {work} to {whom} in {city}.",
    "In {city}, {whom} still go without {work}; we are changing that.",
    "A neighbourhood team in {city} running {work} for {whom}.",
    "Started by volunteers, we now run {work} with {whom} across {country}.",
    "{work} for {whom}: small, local and measured every month.",
    "Our {work} reach {whom} that larger programmes in {country} miss.",
    "Together with {whom} in {city} we build {work} that last.",
    "Every season we add {work} for {whom} around {city}.",
];

const MIDDLES: [&str; 10] = [
    "Local partners choose the sites, and we train people who stay after we leave.",
    "Materials are bought from nearby markets, which keeps costs low and money in town.",
    "Last year we reached about {n} people and kept every receipt public.",
    "A small paid team works with dozens of trained volunteers.",
    "We measure attendance, repairs and follow-up visits, and publish them each quarter.",
    "The municipality lends space; the community decides priorities in open meetings.",
    "Donations cover equipment first, then training, then a share of running costs.",
    "Families help build and maintain everything, so it keeps working for years.",
    "We learned from three pilot sites and are ready to grow to {n} more.",
    "Women lead most of our teams, and half of the trainers are former participants.",
];

const CLOSINGS: [&str; 6] = [
    "Every contribution goes straight to the work on the ground.",
    "Your support lets us reach the next village this year.",
    "Matching funds would double what the neighbourhood raises itself.",
    "Come and visit: the doors are open every Saturday.",
    "We report what each dollar did, with photos and numbers.",
    "Small gifts from many people matter most to us.",
];

/// A project's generated texts.
pub struct ProjectText {
    pub title: String,
    pub description: String,
    pub cause: &'static str,
    pub city: &'static str,
    pub country: &'static str,
    pub problem: String,
    pub solution: String,
    pub goals: String,
    pub costs: String,
}

fn fill(template: &str, work: &str, whom: &str, city: &str, country: &str, n: u32) -> String {
    let text = template
        .replace("{work}", work)
        .replace("{whom}", whom)
        .replace("{city}", city)
        .replace("{country}", country)
        .replace("{n}", &n.to_string());
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

pub fn project_text(rng: &mut StdRng) -> ProjectText {
    let (theme, work, cause) = THEMES[rng.random_range(0..THEMES.len())];
    let whom = pick(rng, &FOR_WHOM);
    let (city, country) = PLACES[rng.random_range(0..PLACES.len())];
    let n = rng.random_range(2..60) * 50;
    let title = match rng.random_range(0..3) {
        0 => format!("{theme} for {whom} in {city}"),
        1 => format!("{theme} in {city}"),
        _ => format!("{theme} for {whom}"),
    };
    let opening = fill(OPENINGS[rng.random_range(0..OPENINGS.len())], work, whom, city, country, n);
    let middle = fill(MIDDLES[rng.random_range(0..MIDDLES.len())], work, whom, city, country, n);
    let second = fill(MIDDLES[rng.random_range(0..MIDDLES.len())], work, whom, city, country, n);
    let closing = CLOSINGS[rng.random_range(0..CLOSINGS.len())];
    let usd = rng.random_range(4..200) * 500;
    ProjectText {
        title,
        description: format!("{opening} {middle}\n\n{second} {closing}"),
        cause,
        city,
        country,
        problem: format!("In {city}, {whom} lack {work}, and nobody else is providing them."),
        solution: format!("{opening} {middle}"),
        goals: format!(
            "- Reach {n} people in the first year\n- Train {} local volunteers\n- Publish a public report every quarter",
            n / 25
        ),
        costs: format!(
            "- Materials: ${}\n- Training: ${}\n- Reporting and audit: ${}",
            usd * 6 / 10,
            usd * 3 / 10,
            usd / 10
        ),
    }
}
