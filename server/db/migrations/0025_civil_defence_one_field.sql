-- Hand-written (issue 21, item 7; ADR 0024). An industrial ad's civil-defence licence is the flag
-- industry_details.civil_defence_licensed alone. The "civil-defence-approved" industry feature said
-- the same as a chip, so an ad could say "not licensed" and "has clearance" at once: an ad that
-- carried the chip is licensed, and the chip leaves the ad, its approved snapshot and the list.
UPDATE "industry_details" SET "civil_defence_licensed" = true
WHERE "property_id" IN (
  SELECT "pf"."property_id" FROM "property_features" "pf"
  JOIN "lookups" "l" ON "l"."id" = "pf"."lookup_id"
  WHERE "l"."kind" = 'industryfeature' AND "l"."key" = 'civil-defence-approved'
);
--> statement-breakpoint
-- The snapshot a reviewer approved (features as sorted ids joined by commas) says the same, so the
-- next review's diff does not show the move as the owner's edit.
UPDATE "properties" "p" SET "approved_version" = jsonb_set(
  jsonb_set(
    "p"."approved_version",
    '{fields,features}',
    to_jsonb(array_to_string(array_remove(
      string_to_array("p"."approved_version" #>> '{fields,features}', ','), "l"."id"::text), ','))
  ),
  '{fields,civilDefenceLicensed}',
  'true'::jsonb
)
FROM "lookups" "l"
WHERE "l"."kind" = 'industryfeature' AND "l"."key" = 'civil-defence-approved'
  AND string_to_array("p"."approved_version" #>> '{fields,features}', ',') @> ARRAY["l"."id"::text];
--> statement-breakpoint
DELETE FROM "property_features" WHERE "lookup_id" IN (
  SELECT "id" FROM "lookups" WHERE "kind" = 'industryfeature' AND "key" = 'civil-defence-approved'
);
--> statement-breakpoint
DELETE FROM "lookups" WHERE "kind" = 'industryfeature' AND "key" = 'civil-defence-approved';
