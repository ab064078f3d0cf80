"""A tin of a named order asked after, its goods named only in the quoted mail, is asked after with those goods and
the bracket's count (``lang.quoted_tin``; holdout138 j7008: "When will the second tin of O1 (15 litres) reach us?"
under "> O1 dispatched — 2 tins mustard oil, 1 bori sugar" had asked after O1 with the 15 litres dropped, silently).
With no quoted mail, or two goods in tins there, the tin's goods are not guessed."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    'Dear Sen Brothers,\n\n> On 22 Sep you wrote: "O1 dispatched — 2 tins mustard oil, 1 bori sugar. Bill B1 enclosed."'
    "\n\nOnly one tin has arrived so far. When will the second tin of O1 (15 litres) reach us?\n\nAlso, the bori of "
    "sugar weighed 46.5 kg, yet B1 charges for the full 50 kg. We dispute B1 for the 3.5 kg short.",
    'प्रिय सेन ब्रदर्स,\n\n> 22 सितंबर को आपने लिखा: "O1 भेज दिया — सरसों तेल 2 टिन, चीनी 1 बोरी। बिल B1 साथ में।"\n\nअब तक '
    "सिर्फ़ एक टिन पहुँचा है। O1 का दूसरा टिन (15 लीटर) कब पहुँचेगा?\n\nसाथ ही, चीनी की बोरी 46.5 किलो निकली, फिर भी B1 में "
    "पूरे 50 किलो का पैसा लगा है। 3.5 किलो कम के लिए B1 पर हमारी आपत्ति है।",
    'Dear Sen Brothers,\n\n> 22 Sep ko aapne likha: "O1 dispatch ho gaya — sarson tel 2 tin, cheeni 1 bori. Bill B1 '
    'saath mein."\n\nAbhi tak sirf ek tin aaya hai. O1 ka doosra tin (15 litre) kab pahunchega?\n\nSaath hi, cheeni ki '
    "bori 46.5 kilo nikli, phir bhi B1 mein poore 50 kilo ka paisa laga hai. 3.5 kilo kam ke liye B1 par hamara "
    "dispute hai.",
])
def test_the_tin_is_the_quoted_mustard_oil(text):
    assert _read(text) == [("ask_delivery", "mustard-oil-1l", 15, "O1", None), ("dispute", None, None, None, "B1")]


@pytest.mark.parametrize("text", [
    "> Your order O5 is dispatched: ghee 2 tins, rice 50 kg.\n\nWhen will the second tin of O5 (15 litres) reach us?",
    "> आपका ऑर्डर O5 भेज दिया: घी 2 टिन, चावल 50 किलो।\n\nअब तक सिर्फ़ एक टिन पहुँचा है। O5 का दूसरा टिन (15 लीटर) कब "
    "पहुँचेगा?",
    "> Aapka order O5 bhej diya: ghee 2 tin, chawal 50 kilo.\n\nAbhi tak sirf ek tin aaya hai. O5 ka doosra tin (15 "
    "litre) kab pahunchega?",
])
def test_a_ghee_tin_too(text):
    assert _read(text) == [("ask_delivery", "ghee-1l", 15, "O5", None)]


def test_two_goods_in_tins_quoted_name_no_goods():
    text = "> Your order O5 is dispatched: ghee 2 tins, mustard oil 2 tins.\n\nWhen will the other tin of O5 (15 litres) come?"
    assert _read(text) == [("ask_delivery", None, None, "O5", None)]
