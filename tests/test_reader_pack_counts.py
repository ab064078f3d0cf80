"""A count of packs of a size other than the catalogue's is the goods the packs hold (lang/pack_counts.py; breaker AQ,
weekly restock lists): "Tea 500 g × 4" is eight 250 g packets, not four; a brand's pack near ours is still ours, and a
pack that makes no whole number of ours is refused."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text,expected", [
    ("Tea 500 g × 4", [("order", "tea-250g", 8, None, None, None)]),
    ("चाय 500 ग्राम × 4", [("order", "tea-250g", 8, None, None, None)]),
    ("Chai patti 500 gram × 4", [("order", "tea-250g", 8, None, None, None)]),
    ("Milk 1 litre × 20", [("order", "milk-500ml", 40, None, None, None)]),
    ("दूध 1 लीटर × 20", [("order", "milk-500ml", 40, None, None, None)]),
    ("Doodh 1 litre wale 20 packet", [("order", "milk-500ml", 40, None, None, None)]),
    ("Poha 1 kg × 10", [("order", "poha-500g", 20, None, None, None)]),
    ("Namkeen 400 g × 12", [("order", "namkeen-200g", 24, None, None, None)]),
    ("Besan 1 kg × 5", [("order", "besan-500g", 10, None, None, None)]),
    ("Tea 4 x 500 g", [("order", "tea-250g", 8, None, None, None)]),
    ("Send tea 500 g wale 4 packet", [("order", "tea-250g", 8, None, None, None)]),
    ("Rice 5 kg × 4", [("order", "rice-1kg", 20, None, None, None)]),  # was refused: what is 5 kg for?
    ("Atta 10 kg × 2", [("order", "atta-5kg", 4, None, None, None)]),
    # the price said of the pack is the pack's: ₹540 a litre, not ₹270
    ("Ghee 500 ml × 10 @ ₹270", [("order", "ghee-1l", 5, 54000, None, None)]),
    ("घी 500 मिली × 10 @ ₹270", [("order", "ghee-1l", 5, 54000, None, None)]),
    ("Ghee 500 ml wale 10 packet bhejo ₹270 each", [("order", "ghee-1l", 5, 54000, None, None)]),
    ("Send 10 packets of 500 ml ghee @ ₹270", [("order", "ghee-1l", 5, 54000, None, None)]),
    ("Send 6 packets of 500 g tea at ₹240", [("order", "tea-250g", 12, 12000, None, None)]),
    # a price that fits only our own selling unit is its price (holdout85 h9018: ₹38 a kg, not a 25 kg bag)
    ("chawal 25kg wala x 2 @38", [("order", "rice-1kg", 50, 3800, None, None)]),
    ("चावल 25kg वाला x 2 @38", [("order", "rice-1kg", 50, 3800, None, None)]),
    ("Rice 25 kg × 2 @ ₹1,100", [("order", "rice-1kg", 50, 4400, None, None)]),
])
def test_a_count_of_other_packs_is_what_they_hold(text, expected):
    assert intents(text, email=True) == expected


@pytest.mark.parametrize("text,expected", [
    # neighbours that read as before: our own pack, a brand's pack near ours (corpus_chat c017)
    ("Atta 5 kg × 6", [("order", "atta-5kg", 6, None, None, None)]),
    ("Tea 250 g × 4", [("order", "tea-250g", 4, None, None, None)]),
    ("Send 8 Colgate 150 g tubes at ₹88 each.", [("order", "toothpaste-100g", 8, 8800, None, None)]),
    ("Colgate 150 g wale 8 tube bhejo, ₹88 each.", [("order", "toothpaste-100g", 8, 8800, None, None)]),
    ("5 cartons of 48 packets Maggi @ ₹12", [("order", "noodles-70g", 240, 1200, None, None)]),
])
def test_our_own_pack_and_a_brands_pack_read_as_before(text, expected):
    assert intents(text, email=True) == expected


@pytest.mark.parametrize("text", [
    "Tea 100 g × 5", "चाय 100 ग्राम × 5", "Chai 100 gram wale 5 packet bhejo",
    "Ghee 500 ml × 3", "घी 500 मिली × 3", "Send 6 packets of 100 g tea",
])
def test_a_pack_that_makes_no_whole_number_of_ours_is_refused(text):
    assert refused(text, email=True) == "no_quantity.pack_size"


def test_a_price_that_fits_the_pack_and_our_packet_alike_is_asked():
    assert refused("Tea 500 g × 4 @ ₹140", email=True) == "ambiguous_intent.price_unit"  # ₹140 a 500 g or 250 g?


@pytest.mark.parametrize("text,expected", [
    # a table with a pack-size column and a count column (lang/pack_columns.py): was refused, "what is 5 for?"
    ("| Item | Size | Qty |\n|---|---|---|\n| Besan | 1 kg | 5 |\n| Rice | 1 kg | 20 |",
     [("order", "besan-500g", 10, None, None, None), ("order", "rice-1kg", 20, None, None, None)]),
    ("| Saaman | Pack | Qty |\n|---|---|---|\n| Chai patti | 500 g | 4 |", [("order", "tea-250g", 8, None, None, None)]),
    ("| सामान | पैक | मात्रा |\n|---|---|---|\n| बेसन | 1 किलो | 5 |", [("order", "besan-500g", 10, None, None, None)]),
    ("| Item | Pack | Qty |\n|---|---|---|\n| Atta | 5 kg | 6 |", [("order", "atta-5kg", 6, None, None, None)]),
    ("| Item | Qty |\n|---|---|\n| Besan | 5 kg |", [("order", "besan-500g", 10, None, None, None)]),
])
def test_a_pack_column_beside_a_count_column_counts_packs(text, expected):
    assert intents(text, email=True) == expected


def test_a_pack_column_that_makes_no_whole_number_of_ours_is_refused():
    assert refused("| Item | Qty | Size |\n|---|---|---|\n| Tea | 4 | 100 g |", email=True) == "no_quantity.pack_size"
