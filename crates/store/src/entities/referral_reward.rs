use sea_orm::entity::prelude::*;

/// A THANK reward earned through a referral, one row per side; `cause` is unique so each reward
/// is granted once.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "referral_rewards")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// Who earns it (a person or an organization).
    pub identity_id: Uuid,
    /// `referrer` or `referee`.
    pub side: String,
    pub referrer_id: Uuid,
    pub referee_id: Uuid,
    /// `person` (1,100 THANK) or `organization` (2,000 THANK).
    pub kind: String,
    pub thank: i64,
    /// `earned` or `paid`.
    pub status: String,
    #[sea_orm(unique)]
    pub cause: String,
    pub paid_at: Option<DateTimeUtc>,
    pub paid_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The reward's status; an unknown value reads as earned (still to be paid).
    pub fn status(&self) -> matchpool_domain::RewardStatus {
        matchpool_domain::RewardStatus::parse(&self.status).unwrap_or(matchpool_domain::RewardStatus::Earned)
    }

    /// The side the reward pays; rows are only written with the domain's names, so an unknown
    /// value (none exists) reads as the referrer's.
    pub fn side(&self) -> matchpool_domain::policy::RewardSide {
        matchpool_domain::policy::RewardSide::parse(&self.side)
            .unwrap_or(matchpool_domain::policy::RewardSide::Referrer)
    }

    /// Who was referred; an unknown value (none exists) reads as a person.
    pub fn referee_kind(&self) -> matchpool_domain::policy::Referee {
        matchpool_domain::policy::Referee::parse(&self.kind).unwrap_or(matchpool_domain::policy::Referee::Person)
    }
}
