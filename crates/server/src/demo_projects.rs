//! The demo's projects: thirty across causes, tracks and rounds, each with a generated cover.

use chrono::Utc;
use matchpool_domain::UserId;
use matchpool_domain::identity::Organization;
use matchpool_domain::project::{ImpactAssessmentType, WalletEnv};
use matchpool_domain::round::Round;
use matchpool_providers::media::MediaStore;
use matchpool_store::projects::ProjectFields;
use sea_orm::DatabaseConnection;
use uuid::Uuid;

/// A testnet address the demo projects receive ADA at (the development ledger accepts any address).
pub const DEMO_WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";

/// (title, cause, track, city, country, requested USD, summary)
const PROJECTS: [(&str, &str, &str, &str, &str, i64, &str); 30] = [
    (
        "Clean water for rural schools",
        "WATER_SANITATION",
        "EMERGING_MARKETS",
        "Kisumu",
        "Kenya",
        12_000,
        "Wells and filters for twelve schools so children stop walking hours for water.",
    ),
    (
        "Solar lamps for night classes",
        "SUSTAINABLE_ENERGY",
        "OPEN_INNOVATION",
        "Dhaka",
        "Bangladesh",
        8_500,
        "Portable solar lamps lent to adult learners who study after work.",
    ),
    (
        "Girls who code",
        "GENDER_EQUALITY",
        "WOMEN_LEADERS",
        "Lagos",
        "Nigeria",
        15_000,
        "Weekend coding clubs run by women engineers for girls aged 12 to 17.",
    ),
    (
        "Mangrove nurseries",
        "CLIMATE_CHANGE",
        "EMERGING_MARKETS",
        "Cebu",
        "Philippines",
        20_000,
        "Community nurseries replanting mangroves that shield villages from storms.",
    ),
    (
        "Mobile library on wheels",
        "EDUCATION",
        "OPEN_INNOVATION",
        "Cusco",
        "Peru",
        6_000,
        "A converted van bringing books and reading hours to mountain villages.",
    ),
    (
        "Refugee legal aid desk",
        "REFUGEE",
        "OPEN_INNOVATION",
        "Athens",
        "Greece",
        18_000,
        "Volunteer lawyers helping families through asylum paperwork.",
    ),
    (
        "Community fridges",
        "HUNGER",
        "OPEN_INNOVATION",
        "Manchester",
        "United Kingdom",
        4_000,
        "Public fridges where shops and neighbours share surplus food.",
    ),
    (
        "Safe houses network",
        "DOMESTIC_VIOLENCE",
        "WOMEN_LEADERS",
        "Guadalajara",
        "Mexico",
        25_000,
        "Emergency rooms and counselling for women leaving violent homes.",
    ),
    (
        "Sign language for all",
        "DISABILITY",
        "OPEN_INNOVATION",
        "Osaka",
        "Japan",
        7_500,
        "Free sign-language courses for families of deaf children.",
    ),
    (
        "Beehives for biodiversity",
        "BIODIVERSITY",
        "EMERGING_MARKETS",
        "Arusha",
        "Tanzania",
        9_000,
        "Beekeeping kits that give farmers income and protect pollinators.",
    ),
    (
        "Youth mental health line",
        "MENTAL",
        "OPEN_INNOVATION",
        "Seoul",
        "South Korea",
        16_000,
        "A chat line answered by trained peers every evening.",
    ),
    (
        "Women farmers' cooperative",
        "DECENT_WORK",
        "WOMEN_LEADERS",
        "Kigali",
        "Rwanda",
        11_000,
        "Shared tools, storage and fair prices for forty women farmers.",
    ),
    (
        "Repair cafés",
        "RESPONSIBLE_CONSUMPTION",
        "OPEN_INNOVATION",
        "Lyon",
        "France",
        3_500,
        "Monthly cafés where volunteers fix electronics instead of binning them.",
    ),
    (
        "Street children day centre",
        "CHILD_PROTECTION",
        "EMERGING_MARKETS",
        "Kathmandu",
        "Nepal",
        14_000,
        "Meals, showers and school support for children living on the street.",
    ),
    (
        "Clean cookstoves",
        "HEALTH",
        "EMERGING_MARKETS",
        "Accra",
        "Ghana",
        10_000,
        "Efficient stoves that cut indoor smoke and firewood use by half.",
    ),
    (
        "Civic tech for local budgets",
        "GOVERNANCE",
        "OPEN_INNOVATION",
        "Tbilisi",
        "Georgia",
        12_500,
        "An open tool that shows citizens where their city's money goes.",
    ),
    (
        "Indigenous language archive",
        "INDIGENOUS_PEOPLES",
        "OPEN_INNOVATION",
        "Oaxaca",
        "Mexico",
        9_500,
        "Recording elders so their languages can be taught in schools.",
    ),
    (
        "Flood early-warning radios",
        "NATURAL_DISASTERS",
        "EMERGING_MARKETS",
        "Sylhet",
        "Bangladesh",
        13_000,
        "Community radios that warn villages hours before floods arrive.",
    ),
    (
        "Shelter pets rescue",
        "ANIMAL_RIGHTS",
        "OPEN_INNOVATION",
        "Lisbon",
        "Portugal",
        5_000,
        "Vet care and adoption days for abandoned dogs and cats.",
    ),
    (
        "Women in leadership fellowship",
        "GENDER_EQUALITY",
        "WOMEN_LEADERS",
        "Nairobi",
        "Kenya",
        22_000,
        "A year of mentoring for women running community organizations.",
    ),
    (
        "Peace circles in schools",
        "PEACEBUILDING",
        "OPEN_INNOVATION",
        "Medellín",
        "Colombia",
        8_000,
        "Students trained to mediate conflicts before they turn violent.",
    ),
    (
        "Rural health workers",
        "HEALTH",
        "EMERGING_MARKETS",
        "Lilongwe",
        "Malawi",
        19_000,
        "Training and bicycles for health workers who visit remote homes.",
    ),
    (
        "Coral reef restoration",
        "BIODIVERSITY_LIFE_BELOW_WATER",
        "OPEN_INNOVATION",
        "Bali",
        "Indonesia",
        17_000,
        "Growing and replanting coral with local dive schools.",
    ),
    (
        "Digital skills for seniors",
        "INEQUALITY",
        "OPEN_INNOVATION",
        "Busan",
        "South Korea",
        4_500,
        "Patient classes so older people can bank, call and learn online.",
    ),
    (
        "Homeless winter beds",
        "HOMELESSNESS",
        "OPEN_INNOVATION",
        "Montreal",
        "Canada",
        12_000,
        "Extra beds and warm meals during the coldest months.",
    ),
    (
        "Migrant workers helpline",
        "MIGRANTS",
        "EMERGING_MARKETS",
        "Doha",
        "Qatar",
        10_500,
        "Advice in ten languages on wages, contracts and health care.",
    ),
    (
        "Women's microloans circle",
        "POVERTY",
        "WOMEN_LEADERS",
        "Cairo",
        "Egypt",
        15_500,
        "Small loans and bookkeeping lessons for women starting businesses.",
    ),
    (
        "Neurodiversity at work",
        "NEURODIVERSITY",
        "OPEN_INNOVATION",
        "Berlin",
        "Germany",
        7_000,
        "Helping employers hire and support autistic and ADHD talent.",
    ),
    (
        "Open data for clean air",
        "SUSTAINABILITY",
        "OPEN_INNOVATION",
        "Shenzhen",
        "China",
        9_800,
        "Low-cost sensors that publish street-level air quality.",
    ),
    (
        "Anti-corruption hotline",
        "CORRUPTION",
        "EMERGING_MARKETS",
        "Kampala",
        "Uganda",
        11_500,
        "A safe way for citizens to report bribery, with legal follow-up.",
    ),
];

/// A soft two-colour cover with circles, different for every seed.
pub(crate) fn cover(seed: u32) -> Vec<u8> {
    let palette = [
        [0, 74, 70],
        [0, 121, 107],
        [38, 70, 83],
        [42, 157, 143],
        [233, 196, 106],
        [244, 162, 97],
        [231, 111, 81],
        [69, 123, 157],
    ];
    let a = palette[(seed as usize) % palette.len()];
    let b = palette[(seed as usize * 3 + 1) % palette.len()];
    let (w, h) = (480u32, 270u32);
    let circles: Vec<(f32, f32, f32)> = (0..5)
        .map(|i| {
            let x = ((seed * 97 + i * 131) % w) as f32;
            let y = ((seed * 53 + i * 71) % h) as f32;
            (x, y, 30.0 + ((seed + i * 17) % 60) as f32)
        })
        .collect();
    let image = image::RgbImage::from_fn(w, h, |x, y| {
        let t = (x + y) as f32 / (w + h) as f32;
        let mut px = [0u8; 3];
        for c in 0..3 {
            px[c] = (a[c] as f32 * (1.0 - t) + b[c] as f32 * t) as u8;
        }
        for (cx, cy, r) in &circles {
            if ((x as f32 - cx).powi(2) + (y as f32 - cy).powi(2)).sqrt() < *r {
                for v in &mut px {
                    *v = v.saturating_add(40);
                }
            }
        }
        image::Rgb(px)
    });
    let mut out = std::io::Cursor::new(Vec::new());
    let _ = image.write_to(&mut out, image::ImageFormat::Png);
    out.into_inner()
}

pub async fn load(
    db: &DatabaseConnection,
    media: &MediaStore,
    rounds: &[Round],
    orgs: &[Organization],
    owner_of: impl Fn(&Organization) -> UserId,
) -> anyhow::Result<()> {
    let verified: Vec<&Organization> =
        orgs.iter().filter(|o| o.kyb == matchpool_domain::VerificationStatus::Verified).collect();
    let now = Utc::now();
    for (i, (title, cause, track, city, country, usd, summary)) in PROJECTS.iter().enumerate() {
        let (Some(org), Some(round)) = (verified.get(i % verified.len().max(1)), rounds.get(i % rounds.len().max(1)))
        else {
            continue;
        };
        let id = Uuid::now_v7();
        let key = format!("demo/{}.png", id.simple());
        let url = media.put(&key, cover(i as u32 + 1)).await?;
        let new = matchpool_store::media::NewMedia {
            id: id.into(),
            user_id: owner_of(org),
            identity_id: org.id.into(),
            filename: format!("cover-{}.png", i + 1),
            content_type: "image/png".into(),
            storage_key: key,
            url,
            size_bytes: 0,
            width: 480,
            height: 270,
        };
        matchpool_store::media::insert(db, new, now).await?;
        let fields = ProjectFields {
            title: (*title).into(),
            description: format!("{summary}\n\nEvery contribution goes straight to the work on the ground, and we publish what each dollar did."),
            social_cause: matchpool_domain::project::SocialCause::parse(cause),
            category: matchpool_domain::project::Track::parse(track),
            email: org.email.clone(),
            linkedin: None,
            website: org.website.clone(),
            video: (i % 4 == 0).then(|| "https://www.youtube.com/watch?v=aqz-KE-bpKQ".to_owned()),
            city: (i % 7 != 6).then(|| (*city).to_owned()),
            country: (i % 7 != 6).then(|| (*country).to_owned()),
            problem_statement: format!("In {city}, too many people are left without help: {}", summary.to_lowercase()),
            solution: format!("{summary} We work with local volunteers and partners already trusted by the community."),
            goals: "- Reach 500 people in the first year\n- Train 20 local volunteers\n- Publish a public report every quarter".into(),
            cost_breakdown: format!("- Materials: ${}\n- Training: ${}\n- Reporting and audit: ${}", usd * 6 / 10, usd * 3 / 10, usd / 10),
            impact_assessment: "People reached, hours of service, and follow-up interviews six months later.".into(),
            impact_assessment_type: if i % 3 == 0 { ImpactAssessmentType::OptionB } else { ImpactAssessmentType::OptionA },
            feasibility: "Our team has run similar programmes for five years with the same partners.".into(),
            voluntery_contribution: (i % 5 == 0).then(|| "1% of future revenue to the next matching pool".to_owned()),
            total_requested_cents: usd * 100,
            cover_id: Some(id.into()),
            wallet_address: (i % 2 == 0).then(|| DEMO_WALLET.to_owned()),
            wallet_env: WalletEnv::Cardano,
            status: matchpool_domain::ProjectStatus::Active,
        };
        matchpool_store::projects::insert(db, round.id, org.id, &org.name, fields, None, now).await?;
    }
    Ok(())
}

/// Votes and settled card donations by the demo people on projects of rounds that have voted or
/// are voting, dated inside each round's voting window so they count for matching.
pub async fn load_support(
    db: &DatabaseConnection,
    rounds: &[Round],
    people: &[matchpool_domain::identity::User],
) -> anyhow::Result<()> {
    use matchpool_domain::{DonationState, MicroUsd, Money, Move, Rail};
    use matchpool_store::donations::{Change, NewDonation};
    let now = Utc::now();
    for round in rounds.iter().filter(|r| r.voting_start_at <= now) {
        let filter = matchpool_store::projects::ListFilter { round_id: Some(round.id), ..Default::default() };
        let (projects, _) = matchpool_store::projects::list(db, &filter, 0, 100).await?;
        let at = round.voting_start_at + chrono::Duration::hours(6);
        for (p, project) in projects.iter().enumerate() {
            for (k, person) in people.iter().enumerate() {
                // A spread of support: not everyone backs everything.
                if (p + k) % 3 == 2 {
                    continue;
                }
                let (voter, project_id, round_id) = (person.id, project.id, round.id);
                matchpool_store::votes::insert(db, voter, project_id, round_id, None, at).await?;
                if (p * 7 + k) % 4 == 0 {
                    continue;
                }
                let dollars = [5_i64, 10, 20, 25, 50, 100][(p + 2 * k) % 6];
                let amount = Money::usd_cents(dollars * 100);
                let new = NewDonation {
                    project: project_id,
                    round: round_id,
                    donor: voter,
                    anonymous: k == 3,
                    rail: Rail::Card,
                    amount,
                    fee: amount.card_fee(),
                    usd_cents: amount.minor,
                    rate: MicroUsd(1_000_000),
                    rate_source: "fixed".into(),
                    rate_at: at,
                    client_rate: None,
                    state: DonationState::Initiated,
                    provider: "dev".into(),
                    txid: None,
                    wallet_address: None,
                    pays_to: None,
                    idempotency_key: None,
                    request_hash: None,
                    dedup_key: format!("demo-{}-{}", project.id, person.id),
                    intent: None,
                    checkout: None,
                };
                let donation = matchpool_store::donations::insert(db, new, at).await?;
                let change = Change { reference: Some(format!("pi_demo{p}x{k}")), ..Default::default() };
                matchpool_store::donations::transition(db, donation.id, Move::Settle, change, at).await?;
            }
        }
    }
    // Written past the use cases, so the projects' totals are summed from what was written.
    matchpool_store::totals::rebuild(db).await?;
    Ok(())
}
