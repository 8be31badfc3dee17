//! Accounts people can keep (issue 13): a confirmed email address, single-use emailed links
//! (confirm the address, reset the password) stored only as hashes, and the browser of each
//! sign-in (the sessions list). People who registered before
//! confirmation existed are counted as confirmed: the rule did not apply when they joined.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("users").add_column(at_null("email_verified_at")).to_owned()).await?;
        manager
            .exec_stmt(
                Query::update()
                    .table("users")
                    .value("email_verified_at", Expr::col("created_at"))
                    .and_where(Expr::col("email_verified_at").is_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("account_tokens", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(string_len("purpose", 16))
                    .col(string_len_uniq("token_hash", 64))
                    .col(string_len("email", 254))
                    .col(at("expires_at"))
                    .col(at_null("used_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("account_tokens", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("account_tokens", "account_tokens_user", &["user_id", "purpose"])).await?;
        manager
            .alter_table(
                Table::alter().table("refresh_tokens").add_column(string_len_null("user_agent", 255)).to_owned(),
            )
            .await?;
        manager.create_index(index("refresh_tokens", "refresh_tokens_user", &["user_id"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("refresh_tokens_user").table("refresh_tokens").to_owned()).await?;
        manager.alter_table(Table::alter().table("refresh_tokens").drop_column("user_agent").to_owned()).await?;
        manager.drop_table(Table::drop().table("account_tokens").to_owned()).await?;
        manager.alter_table(Table::alter().table("users").drop_column("email_verified_at").to_owned()).await
    }
}
