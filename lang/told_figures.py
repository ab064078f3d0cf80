"""Figures the verify stage (``lang.verify``) counts as explained though no intent uses them, because the message
tells them rather than asks with them (fixer N of the twenty-seventh session): the supplier's price said back and
turned down beside our lower one (``lang.declined_prices``: "Cheeni ₹43.50 odd rate hai — ₹43 kar dijiye"), another
seller's price beside our own (``lang.anothers_price``: "Bagal wala ₹138 le raha hai"), and a price said again at the
same figure (``lang.price_again``: "Supplier: agarbatti ₹16 packet. Ok ₹16 ok. 30 packet bhejo."); and the pack a rate
question asks about, in a sentence of its own (``lang.pack_asked``: "Colgate ke dabbe ka rate kya hai? 36 piece wala."),
and the supplier's minimum beside an order of just that count (``lang.minimum_said``: "As your minimum order for eggs
is 5 trays, please send 5 trays"); and the count of goods we do not keep that the writer says to skip if not kept
(``lang.skip_unkept``: "- Rajma 10 kg … If you don't keep rajma, just skip it"); and the one a price is said for
(``lang.price_per_one``: "₹4 में 1 बिस्कुट पैकेट ठीक है"); numbers that point at what was said: a list line named
by its number, "all three", a scheme's "buy 10 get 1 free" (``lang.numbers_pointing``); a lot's count said again beside its price or after "the"
("We propose ₹1,650 for the 50 kg lot", ``lang.lot_again``); and the one price of a one-goods reading said again on
lines naming no goods (``lang.one_price_again``: "We can do ₹128 per litre. … Please confirm whether ₹128 works");
and the supplier's price a change is asked off ("Ghee at ₹540 a litre — take ₹20 off", ``lang.change_base``); and
the price agreed before, told ahead of the disputed bill ("चावल ₹38.50 पर तय हुआ था, ₹39 पर नहीं। कृपया B22 सुधार
दीजिए।", ``lang.agreed_told``); and a price told for reference — the market's, the MRP, the paper's, a quote got
elsewhere, a price given or paid before ("The MRP printed on the tube is ₹55 … We can offer ₹45", "Mandi here is at
₹52" beside a rate asked, ``lang.reference_prices``); and a price said again worked out another way ("प्याज़ एक बोरी
₹1,500 में (यानी ₹30 किलो)", "Eggs at ₹5.80 each — that's ₹174 a tray", ``lang.price_twin``); and suppliers' rates set side by side in a
table headed "Supplier" / "सप्लायर" (``lang.rates_compared``); and the counts of a delivery that came short, told
before the rest is asked for ("rice only 150 kg – 50 kg short. When will the remaining 50 kg rice come?",
``lang.short_told``); and the counts of an order told received beside its bill asked for ("O3 aloo recieved 30kg ok.
pls send bill B3", ``lang.received_billed``); and a count of something we do not buy in a sentence that asks nothing
("Our cold cabinet holds only 60 packets at a time.", ``lang.counts_aside``); and the amounts of a table of bills
paid, each row a bill the reading pays ("| B2 | O2 | ₹1,704 |", ``lang.bill_row_amounts``); and what a bill or an
order held, told in brackets after its id beside a request of it ("Payment – B4 (O4, desi ghee 12 L)",
``lang.id_brackets``); and the shop's stock told in a sentence asking nothing ("हमारे पास प्याज़ सिर्फ़ 6 किलो बचा
है", ``lang.stock_left_told``).
"""
from __future__ import annotations

from lang.agreed_told import agreed_told
from lang.bill_row_amounts import bill_row_amounts
from lang.id_brackets import id_brackets
from lang.stock_left_told import stock_left_told
from lang.anothers_price import anothers_prices
from lang.change_base import change_bases
from lang.declined_prices import declined_prices
from lang.lot_again import lots_again
from lang.minimum_said import minimums_told
from lang.numbers_pointing import numbers_pointing
from lang.one_price_again import one_price_again
from lang.pack_asked import packs_asked
from lang.rates_compared import rates_compared
from lang.short_told import short_told
from lang.received_billed import received_counts
from lang.counts_aside import counts_aside
from lang.price_again import prices_again
from lang.price_per_one import per_one
from lang.price_twin import twins_told
from lang.reference_prices import reference_prices
from lang import gates
from lang.governed_figures import governed_figures
from lang.skip_unkept import skipped_unkept

__all__ = ["told_figures", "figures_told"]


def told_figures(reader, intents) -> set[int]:
    """Token positions of the figures of ``reader`` that the modules above explain, for ``intents``."""
    return declined_prices(reader, intents) | anothers_prices(reader, intents) | prices_again(reader, intents) | packs_asked(
        reader, intents) | minimums_told(reader, intents) | skipped_unkept(
        reader, intents) | per_one(reader, intents) | numbers_pointing(reader, intents) | lots_again(
        reader, intents) | one_price_again(reader, intents) | change_bases(reader, intents) | agreed_told(
        reader, intents) | reference_prices(reader, intents) | twins_told(reader, intents) | rates_compared(reader, intents) | short_told(
        reader, intents) | received_counts(reader, intents) | counts_aside(
        reader, intents) | bill_row_amounts(reader, intents) | id_brackets(reader, intents) | stock_left_told(
        reader, intents)


def figures_told(reader, intents, explained: set[int]) -> set[int]:
    """``governed_figures | told_figures`` (token positions) for ``lang.verify``, worked out only when a figure of
    ``reader`` is left that ``explained`` (positions already explained) does not hold and that is no hint: both
    answers only add positions the verify stage skips, so with every figure explained they change nothing (speed;
    every gate open, ``lang.gates.ALL_OPEN``, always worked out). ``lang.price_twin``'s twins are told either way: the
    kinds' check (``lang.verify_kinds``) reads them (``reader.twin_prices``)."""
    if gates.ALL_OPEN or any(f.pos not in explained and f.kind != "hint" for f in reader.figs):
        return governed_figures(reader, intents) | told_figures(reader, intents)
    twins_told(reader, intents)
    return set()
