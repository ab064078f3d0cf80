"""The catalogue and HCES share files: real values, and loud failures on bad data."""
from __future__ import annotations

import csv
from importlib.resources import files

import pytest

from market.catalogue import COLUMNS, Catalogue, load_catalogue, load_hces_urban_shares

# The reference items (item, hindi, hinglish, mrp_inr, hces_group), copied from
# kirana_catalog_reference.csv; " / " separates a first name from further ones.
REFERENCE = [
    ("wheat flour", "आटा", "aata", "250", "cereals"),
    ("rice", "चावल", "chawal", "43", "cereals"),
    ("bread", "ब्रेड", "double roti", "45", "cereals"),
    ("instant noodles", "मैगी", "maggi", "14", "beverages_refreshments_processed_food"),
    ("toor dal", "तूर दाल / अरहर दाल", "toor daal / arhar", "154", "pulses"),
    ("moong dal", "मूँग दाल", "moong daal", "116", "pulses"),
    ("masoor dal", "मसूर दाल", "masoor daal", "94", "pulses"),
    ("chana dal", "चना दाल", "chana daal", "84", "pulses"),
    ("milk", "दूध", "doodh", "28", "milk_and_milk_products"),
    ("curd", "दही", "dahi", "40", "milk_and_milk_products"),
    ("paneer", "पनीर", "paneer", "90", "milk_and_milk_products"),
    ("ghee", "घी", "ghee", "600", "milk_and_milk_products"),
    ("butter", "मक्खन", "makkhan", "60", "milk_and_milk_products"),
    ("mustard oil", "सरसों का तेल", "sarson ka tel", "150", "edible_oil"),
    ("refined oil", "रिफाइंड तेल", "refined tel", "130", "edible_oil"),
    ("eggs", "अंडा", "anda", "7.5", "egg_fish_meat"),
    ("onion", "प्याज़", "pyaaz", "40", "vegetables"),
    ("potato", "आलू", "aloo", "30", "vegetables"),
    ("tomato", "टमाटर", "tamatar", "40", "vegetables"),
    ("sugar", "चीनी", "cheeni", "47", "sugar_and_salt"),
    ("salt", "नमक", "namak", "28", "sugar_and_salt"),
    ("turmeric powder", "हल्दी", "haldi", "35", "spices"),
    ("red chilli powder", "लाल मिर्च", "laal mirch", "45", "spices"),
    ("tea leaves", "चाय पत्ती", "chai patti", "140", "beverages_refreshments_processed_food"),
    ("biscuits", "बिस्किट", "biskut", "5", "beverages_refreshments_processed_food"),
    ("namkeen", "नमकीन", "namkeen", "50", "beverages_refreshments_processed_food"),
    ("soft drink", "कोल्ड ड्रिंक", "cold drink", "45", "beverages_refreshments_processed_food"),
    ("bath soap", "साबुन", "sabun", "15", "toilet_articles"),
    ("toothpaste", "मंजन / टूथपेस्ट", "manjan / toothpaste", "55", "toilet_articles"),
    ("detergent powder", "सर्फ़", "surf", "100", "other_household_consumables"),
    ("laundry bar", "कपड़े का साबुन", "kapde ka sabun", "12", "other_household_consumables"),
    ("incense sticks", "अगरबत्ती", "agarbatti", "20", "other_household_consumables"),
    ("matchbox", "माचिस", "maachis", "2", "fuel_and_light"),
]


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load_catalogue()


def by_item(cat: Catalogue, name: str):
    return next(it for it in cat if it.item == name)


@pytest.mark.parametrize("item, hindi, hinglish, mrp, group", REFERENCE)
def test_reference_item_present(cat, item, hindi, hinglish, mrp, group):
    it = by_item(cat, item)
    first_hindi, *more_hindi = hindi.split(" / ")
    first_hinglish, *more_hinglish = hinglish.split(" / ")
    assert (it.hindi, it.hinglish) == (first_hindi, first_hinglish)
    assert set(more_hindi + more_hinglish) <= set(it.aliases)
    assert it.mrp_paise == round(float(mrp) * 100)
    assert it.hces_group == group


def test_known_values(cat):
    rice = cat.by_sku("rice-1kg")
    assert (rice.item, rice.mrp_paise, rice.wholesale_paise, rice.unit) == ("rice", 4300, 3784, "kg")
    eggs = cat.by_sku("eggs-1pc")
    assert (eggs.mrp_paise, eggs.wholesale_paise, eggs.typical_qty, eggs.perishable) == (750, 585, 6, True)
    assert cat.by_sku("milk-500ml").shelf_life_days == 2
    assert cat.by_sku("soft-drink-750ml").gst_pct == 40
    assert cat.by_sku("detergent-1kg").gst_pct == 18
    assert cat.by_sku("atta-5kg").gst_pct == 5  # reference: 0 loose / 5 packed; we sell packs
    assert cat.by_name("अरहर दाल") is cat.by_sku("toor-dal-1kg")
    assert cat.by_name("Arhar") is cat.by_sku("toor-dal-1kg")


def test_added_items_cover_more_groups(cat):
    added = {"besan-500g": "gram", "banana-1dozen": "fresh_fruit", "almonds-100g": "dry_fruit",
             "poha-500g": "cereals", "suji-500g": "cereals", "jaggery-1kg": "sugar_and_salt"}
    assert {sku: cat.by_sku(sku).hces_group for sku in added} == added
    banana = cat.by_sku("banana-1dozen")
    assert (banana.unit, banana.perishable, banana.shelf_life_days) == ("dozen", True, 4)


def test_size_and_every_price_sane(cat):
    assert len(cat) >= 38 and len(set(cat.skus())) == len(cat)
    for it in cat:
        assert 0 < it.wholesale_paise < it.mrp_paise, it.sku
        assert 65 <= 100 * it.wholesale_paise / it.mrp_paise <= 92, it.sku
        assert it.perishable == (it.shelf_life_days <= 30), it.sku


def test_no_name_or_alias_shared_by_two_items(cat):
    owner: dict[str, str] = {}
    for it in cat:
        for name in it.names():
            assert owner.setdefault(name.casefold(), it.sku) == it.sku, (name, owner[name.casefold()], it.sku)


def test_every_group_has_a_share_row(cat):
    shares = load_hces_urban_shares()
    assert cat.groups() <= set(shares)
    assert set(shares) == cat.groups()
    assert (shares["cereals"], shares["milk_and_milk_products"], shares["fuel_and_light"]) == (3.62, 7.22, 0.1)


def test_share_kinds_say_which_are_estimates():
    text = (files("market") / "data" / "hces_2022_23_urban_shares.csv").read_text(encoding="utf-8")
    kinds = {row["group"]: row["kind"] for row in csv.DictReader(text.splitlines())}
    assert {g for g, k in kinds.items() if k == "estimate"} == {
        "toilet_articles", "other_household_consumables", "fuel_and_light"}


def test_default_load_is_cached():
    assert load_catalogue() is load_catalogue()


def test_unknown_sku_names_close_matches(cat):
    with pytest.raises(KeyError, match="rice-1kgg.*rice-1kg"):
        cat.by_sku("rice-1kgg")


def _write(tmp_path, edit):
    text = (files("market") / "data" / "catalogue.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(text.splitlines()))
    edit(rows)
    path = tmp_path / "catalogue.csv"
    with open(path, "w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


@pytest.mark.parametrize("column, value, row_line", [
    ("mrp_inr", "-43", 3), ("mrp_inr", "forty", 3), ("wholesale_pct_of_mrp", "120", 3),
    ("gst_pct", "12", 3), ("perishable", "true", 3), ("unit", "sack", 3), ("shelf_capacity", "0", 3),
])
def test_bad_value_names_row_and_column(tmp_path, column, value, row_line):
    path = _write(tmp_path, lambda rows: rows[1].update({column: value}))
    with pytest.raises(ValueError, match=rf"row {row_line} \(sku 'rice-1kg'\), column '{column}'"):
        load_catalogue(path)


def test_alias_given_to_two_items_is_refused(tmp_path):
    path = _write(tmp_path, lambda rows: rows[2].update(aliases=rows[2]["aliases"] + "|chaval"))
    with pytest.raises(ValueError, match=r"row 4 \(sku 'bread-400g'\), column 'aliases': 'chaval' already names 'rice-1kg'"):
        load_catalogue(path)


def test_missing_column_is_named(tmp_path):
    path = _write(tmp_path, lambda rows: [row.pop("source") for row in rows])
    with pytest.raises(ValueError, match=r"missing column\(s\) \['source'\]"):
        load_catalogue(path)
    assert COLUMNS[-1] == "source"
