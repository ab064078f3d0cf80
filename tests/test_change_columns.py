"""A table of counts with a column of what was and a column of what is now (``lang.change_columns``) and a table
with a column of the shop's own stock beside the goods asked for (``lang.stock_columns``): holdouts 46, 60, 77, 94
and 104 refused each ("50 kg of rice is 50 kgs, not 40 kg"). A row's change is the difference; a table of rates, or
of bare counts, is left as it was."""
import pytest

from lang.change_columns import counts_changed
from lang.reader import read_message
from lang.stock_columns import stock_columns_dropped

CHANGES = [
    ("Changes to **O56**:\n\n| Item | Was | Now |\n|---|---|---|\n| Rice | 50 kg | 40 kg |\n| Sugar | 20 kg | 25 kg |"
     "\n\nEverything else stays.", [("cancel", "rice-1kg", 10, "O56"), ("order", "sugar-1kg", 5, "O56")]),
    ("**O16 में बदलाव**\n\n| सामान | पहले | अब |\n|---|---|---|\n| चावल | 40 किलो | 60 किलो |\n| चीनी | 10 किलो | 5 किलो |"
     "\n\nबाकी सब वैसा ही।", [("order", "rice-1kg", 20, "O16"), ("cancel", "sugar-1kg", 5, "O16")]),
    ("**O25 changes**\n\n| Item | Order kiya | Naya |\n|---|---|---|\n| Aata | 50 kilo | 30 kilo |\n"
     "| Chana daal | 10 kilo | 10 kilo |\n| Besan | 5 kilo | — |", [("cancel", "atta-5kg", 4, "O25"),
                                                                 ("cancel", "besan-500g", 10, "O25")]),
]

STOCK = [
    ("Is hafte ka order neeche hai:\n\n| Saamaan | Stock mein | Order |\n|---|---|---|\n"
     "| Aashirvaad atta (5 kg) | 3 packet | **8 packet** |\n| Refined tel | 6 litre | **15 litre** |",
     [("order", "atta-5kg", 8, None), ("order", "refined-oil-1l", 15, None)]),
    ("इस हफ़्ते का ऑर्डर नीचे है:\n\n| सामान | स्टॉक में | ऑर्डर |\n|---|---|---|\n| आशीर्वाद आटा (5 किलो) | 3 पैकेट | "
     "**8 पैकेट** |\n| रिफाइंड तेल | 6 लीटर | **15 लीटर** |", [("order", "atta-5kg", 8, None),
                                                          ("order", "refined-oil-1l", 15, None)]),
    ("Please find this week's order below:\n\n| Item | In stock | Order |\n|---|---|---|\n| Aashirvaad atta (5 kg) | "
     "3 packets | **8 packets** |\n| Refined oil | 6 L | **15 L** |", [("order", "atta-5kg", 8, None),
                                                                     ("order", "refined-oil-1l", 15, None)]),
]


@pytest.mark.parametrize("text,expected", CHANGES + STOCK)
def test_the_row_is_read_as_its_change_or_its_order(text, expected):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == expected


def test_rates_and_bare_counts_are_left_as_they_were():
    rates = "| Item | Current | Proposed |\n|---|---|---|\n| Sugar | ₹44/kg | ₹41/kg |"
    bare = "| Item | Was | Now |\n|---|---|---|\n| Atta (5 kg packs) | 10 | 6 |"
    assert counts_changed(rates) == rates and counts_changed(bare) == bare
    billed = "| Item | Billed | Received |\n|---|---|---|\n| Sugar | 50 kg | 45 kg |"
    assert counts_changed(billed) == billed  # a bill disputed, no change of an order


def test_a_stock_report_alone_is_kept_and_still_refused():
    report = ("Sales this week were good — about 60 kg rice went out.\n\n| Item | Sold this week | Left |\n|---|---|---|\n"
              "| Rice | 60 kg | 15 kg |\n\nWe'll place the order on Monday.")
    assert stock_columns_dropped(report) == report
    assert not read_message(report, email=True).readable
