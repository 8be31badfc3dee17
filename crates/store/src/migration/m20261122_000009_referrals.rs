use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table("organizations").add_column(uuid_null("referred_by")).to_owned())
            .await?;
        manager
            .create_table(
                table("referral_rewards", false)
                    .col(pk_uuid("id"))
                    .col(uuid("identity_id"))
                    .col(string_len("side", 16))
                    .col(uuid("referrer_id"))
                    .col(uuid("referee_id"))
                    .col(string_len("kind", 16))
                    .col(big_integer("thank"))
                    .col(string_len("status", 16))
                    .col(string_len_uniq("cause", 128))
                    .col(at_null("paid_at"))
                    .col(uuid_null("paid_by"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index("referral_rewards", "referral_rewards_identity", &["identity_id", "created_at"]))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("referral_rewards").to_owned()).await?;
        manager.alter_table(Table::alter().table("organizations").drop_column("referred_by").to_owned()).await
    }
}
