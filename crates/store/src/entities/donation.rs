use sea_orm::entity::prelude::*;

/// A donation: one state machine for both rails (DESIGN §5, `matchpool_domain::donation`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "donations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub project_id: Uuid,
    pub round_id: Uuid,
    /// The donor (always a person).
    pub user_id: Uuid,
    pub anonymous: bool,
    /// `FIAT` or `CRYPTO`.
    pub payment_type: String,
    /// `USD` or `lovelace`.
    pub currency: String,
    /// What the project is credited, in minor units (cents or lovelace).
    pub amount_minor: i64,
    /// The card fee in minor units (0 for crypto).
    pub fee_minor: i64,
    /// What the donor pays: amount plus fee.
    pub total_minor: i64,
    /// The project-credited amount in USD cents at the server's rate.
    pub usd_cents: i64,
    /// Micro-USD per major unit the server used, its source and time.
    pub rate_micro_usd: i64,
    pub rate_source: String,
    pub rate_at: DateTimeUtc,
    /// The rate the client sent, recorded and never used.
    pub client_rate: Option<String>,
    /// A `DonationState` name (`matchpool_domain::DonationState::as_str`).
    pub state: String,
    /// `dev`, `stripe`, `blockfrost`, `dev-ledger`.
    pub provider: String,
    /// The payment intent id (card) or transaction id (ADA).
    pub reference: Option<String>,
    pub client_secret: Option<String>,
    /// Unique: a transaction backs one donation only.
    pub txid: Option<String>,
    pub wallet_address: Option<String>,
    /// ADA in a checkout: the address this donation's output pays.
    pub pays_to: Option<String>,
    /// ADA still pending: how many blocks deep its transaction was last seen (null: not on chain).
    pub confirmations: Option<i32>,
    /// Unique per donor when the client sent an `Idempotency-Key`.
    pub idempotency_key: Option<String>,
    /// Unique: same donor, project, amount and token/txid within a short window.
    pub dedup_key: String,
    pub failure_reason: Option<String>,
    /// The fingerprint of the request the idempotency key was first used with.
    pub request_hash: Option<String>,
    /// The server-built ADA payment (`donation_intents`) this donation pays.
    pub intent_id: Option<Uuid>,
    /// The checkout (`checkouts`) this donation is part of, when one payment paid several.
    pub checkout_id: Option<Uuid>,
    pub settled_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
