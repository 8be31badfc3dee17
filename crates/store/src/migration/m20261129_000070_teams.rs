//! Organizations as teams (issue 33): the roles owner, admin and member (`editor`, the one
//! non-owner role before, becomes `member`), and invitations by emailed single-use link, kept
//! only as the SHA-256 of their token.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .exec_stmt(
                Query::update()
                    .table("org_members")
                    .value("role", "member")
                    .and_where(Expr::col("role").eq("editor"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("org_invitations", false)
                    .col(pk_uuid("id"))
                    .col(uuid("organization_id"))
                    .col(string_len("email", 254))
                    .col(string_len("role", 16))
                    .col(string_len_uniq("token_hash", 64))
                    .col(uuid("invited_by"))
                    .col(at("expires_at"))
                    .col(at_null("accepted_at"))
                    .col(uuid_null("accepted_by"))
                    .col(at_null("revoked_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("org_invitations", "organization_id")
                            .to("organizations", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("org_invitations", "org_invitations_org", &["organization_id", "email"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("org_invitations").to_owned()).await?;
        manager
            .exec_stmt(
                Query::update()
                    .table("org_members")
                    .value("role", "editor")
                    .and_where(Expr::col("role").is_in(["member", "admin"]))
                    .to_owned(),
            )
            .await
    }
}
