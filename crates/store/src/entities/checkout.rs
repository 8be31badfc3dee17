use sea_orm::entity::prelude::*;

/// One payment for several donations (`donations.checkout_id`), issue 16.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "checkouts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// The payer (always a person).
    pub user_id: Uuid,
    /// `FIAT` or `CRYPTO`.
    pub payment_type: String,
    /// `USD` or `lovelace`.
    pub currency: String,
    /// A `DonationState` name: the payment's state, which its donations follow.
    pub state: String,
    /// The donations' amounts together, in minor units.
    pub amount_minor: i64,
    /// The one fee line, in minor units.
    pub fee_minor: i64,
    pub provider: String,
    /// Unique: the PaymentIntent id (card) or the transaction id (ADA).
    pub reference: Option<String>,
    pub client_secret: Option<String>,
    /// Unique per payer.
    pub idempotency_key: Option<String>,
    pub request_hash: Option<String>,
    pub failure_reason: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
