//! Organizations by their creator and by who referred them. A vote looks up the organizations its
//! voter created (their referral rewards may complete), inside the vote's transaction; without an
//! index that read every organization, on every vote (a scan of 3,334 rows at national scale).

use sea_orm_migration::prelude::*;

use super::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

const INDEXES: [(&str, &str); 2] =
    [("organizations_created_by", "created_by"), ("organizations_referred_by", "referred_by")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, column) in INDEXES {
            manager.create_index(index("organizations", name, &[column])).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in INDEXES {
            manager.drop_index(Index::drop().name(name).table("organizations").to_owned()).await?;
        }
        Ok(())
    }
}
