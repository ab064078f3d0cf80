"""A container's contents stated as "1 dabba = 48 packet", or with the container word in another form ("10 dabbe … 1
dabba mein 48"), multiply its count (lang/packs.py; a new user's trial, session 31: "Parle-G ke 10 dabbe chahiye (1
dabba = 48 packet), rate batao." was refused, "no fixed size", while "Maggi 5 carton bhejo, 1 carton mein 48 packet"
read 240). An "=" after a count of containers with no one container before it is a total, never each one's."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    # the trial's mail, and its parallels
    ("Parle-G ke 10 dabbe chahiye (1 dabba = 48 packet), rate batao.", [("ask_quote", "biscuits-65g", 480)]),
    ("पारले-जी के 10 डिब्बे चाहिए (1 डिब्बा = 48 पैकेट), रेट बताइए।", [("ask_quote", "biscuits-65g", 480)]),
    ("We need 10 boxes of Parle-G (1 box = 48 packets). What is your rate?", [("ask_quote", "biscuits-65g", 480)]),
    # probes of our own
    ("Parle-G ke 10 dabbe bhejo (1 dabba = 48 packet).", [("order", "biscuits-65g", 480)]),
    ("Parle-G ke 10 dabbe bhejo, 1 dabba mein 48 packet.", [("order", "biscuits-65g", 480)]),
    ("Send 10 boxes of Parle-G (1 box = 48 packets).", [("order", "biscuits-65g", 480)]),
    ("Send 3 cartons of Maggi (1 carton = 48 packets).", [("order", "noodles-70g", 144)]),
    ("Maggi ke 4 dabbe bhejo (1 dabba = 96 packet).", [("order", "noodles-70g", 384)]),
    ("मैगी के 4 डिब्बे भेजिए (1 डिब्बा = 96 पैकेट)।", [("order", "noodles-70g", 384)]),
    ("मैगी के 4 डिब्बे भेजिए, 1 डिब्बे में 96 पैकेट।", [("order", "noodles-70g", 384)]),
    ("Please send 6 cartons of Lifebuoy soap (1 carton = 72 bars).", [("order", "bath-soap-75g", 432)]),
])
def test_one_container_equal_to_its_contents_multiplies(text, want):
    assert [i[:3] for i in intents(text, email=True)] == want


def test_a_price_per_bottle_beside_it_stays():
    assert intents("Send 2 crates of Coca-Cola (1 crate = 24 bottles) at ₹36 per bottle.", email=True) == [
        ("order", "soft-drink-750ml", 48, 3600, None, None)]


@pytest.mark.parametrize("text", [
    "Send 10 boxes of Parle-G = 480 packets.",  # a total said with "=", not 480 in each box
    "Parle-G 10 dabbe bhejo, 2 dabba = 96 packet.",  # two containers' contents: not each one's
    "Send 10 boxes of Parle-G (1 box = 48 packets) and 2 boxes of Maggi.",  # Maggi's box is not sized
])
def test_an_equal_sign_without_one_container_is_not_multiplied(text):
    assert refused(text, email=True) == "no_quantity.no_fixed_size"


def test_near_sentences_read_as_before():
    assert [i[:3] for i in intents("Maggi 5 carton bhejo, 1 carton mein 48 packet", email=True)] == [
        ("order", "noodles-70g", 240)]
    assert [i[:3] for i in intents("Parle-G 10 dabbe bhejo (48 packet wale).", email=True)] == [
        ("order", "biscuits-65g", 480)]
