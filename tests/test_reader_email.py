"""An e-mail to a supplier states no counter bill (``read_message(..., email=True)``, as the supplier's desk reads).

"eggs 5 tray, ₹1,025 total" was read as the cashier's bill of ₹1,025, which the desk refuses ("counter_bill"):
written unseen in holdout38 three times, each an order with its total. The counter still hears a bill."""
import pytest

from lang.read_cache import read_cached
from lang.reader import read_message
from market.catalogue import load_catalogue

ORDERS = [
    ("8 packets Aashirvaad 5 kg please, ₹1,720/- total.", ("order", "atta-5kg", 8, 172000)),
    ("eggs 5 tray, ₹1,025 total", ("order", "eggs-1pc", 150, 102500)),
    ("Haldiram bhujia 3 peti, ₹1,450 total", ("order", "namkeen-200g", 36, 145000)),
    ("Banana 10 dozen — ₹48/dozen — ₹480 total.", ("order", "banana-1dozen", 10, 48000)),
]


@pytest.mark.parametrize("text,expected", ORDERS)
def test_goods_with_a_total_in_an_email_order_them(text, expected):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.total_paise or (i.unit_price_paise or 0) * (i.quantity or 0))
            for i in r.intents] == [expected]


@pytest.mark.parametrize("text", ["Last month's total was ₹6,800.", "Total ₹655.", "Bhaiya 156 rupaye de do"])
def test_an_email_with_only_an_amount_acts_on_nothing(text):
    assert not read_message(text, email=True).readable


def test_the_counter_still_hears_a_bill_and_the_desk_reads_as_an_email():
    cat = load_catalogue()
    assert [(i.kind, i.total_paise) for i in read_message("eggs 5 tray, ₹1,025 total").intents] == [("bill", 102500)]
    desk = read_cached("eggs 5 tray, ₹1,025 total", cat, email=True)
    assert [(i.kind, i.quantity) for i in desk.intents] == [("order", 150)]
    assert [i.kind for i in read_cached("eggs 5 tray, ₹1,025 total", cat).intents] == ["bill"]
