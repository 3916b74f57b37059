"""Batch 387 (held out). A family sweet centre's Eid order for the masjid: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Gulzar Sweet Centre in Bradford is a family shop - Abbu on the till, Bilal on orders, Saima on the counter,
Ustad ji the halwai with Kamran in the back kitchen. Bilal chats with the shop's helper while he sorts the Eid
orders; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the masjid committee's Eid order - 25 kilo jalebi
for after Eid namaz, 15 trays barfi, 10 trays ladoo, collection Eid morning 7am. Turn 2 is the price. In turn 3
Bilal says scrub the 25 kilo - Haji sahib rang, the committee's doing a kids' stall at the park after namaz too, so
it's 35 kilo jalebi now, Ustad ji needs Kamran on the 2nd karahi. Turns 4 to 8 are the packing (5 kilo foil trays),
the committee's purchase order (still "Jalebi 25kg", he'll get them to redo it), the chaand raat rota, the stock and
the counter boxes. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 08/06): "Ustad
ji's asking how many batches of jalebi for the masjid order, he does 5 kilo a batch in the big karahi" -> expected 7
batches (35 kilo). The assistant says 5 batches (25 kilo).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
order 35 kilo was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 35
kilo or the kids' stall); the purchase order, the packing and the rota are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b387_langchain_sweet_centre_jalebi_batches_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Ustad ji's asking how many batches of jalebi for the masjid order, he does 5 kilo a batch in the big "
            "karahi")
TURNS = [
    ("salaam 🌙 masjid committee eid order - 25 kilo jalebi for after eid namaz, 15 trays barfi, 10 trays ladoo. "
     "collection eid morning 7am from the back door. can u help me keep on top of it",
     "Wa alaikum salaam - masjid committee's Eid order: 25 kilo jalebi, 15 trays barfi and 10 trays ladoo, collected "
     "from the back door at 7am on Eid morning."),
    ("price agreed w/ Haji sahib - jalebi £7 a kilo, trays £32 each, 10% off cos it's the masjid",
     "Noted: jalebi £7 a kilo, trays £32 each, with 10% off for the masjid."),
    ("scrub the 25 kilo - Haji sahib rang, committee's doing a kids stall at the park after namaz as well, so it's 35 "
     "kilo jalebi now. Ustad ji says no probs but he wants Kamran on the 2nd karahi",
     "Updated - the masjid order is 35 kilo of jalebi now, for the kids' stall at the park as well; Kamran on the "
     "second karahi with Ustad ji."),
    ("packing - jalebi in the big foil trays, 5 kilo a tray, lids on, they go in the van warm",
     "Jalebi packed in the big foil trays, 5 kilo each with lids, into the van warm."),
    ("committee's PO came thru on email 🙄 - 'Jamia Masjid Eid order: Jalebi 25kg @ £7/kg, Barfi 15 trays @ £32, "
     "Ladoo 10 trays @ £32, less 10%' - i'll get them to redo it, can u check the tray sums",
     "The trays come to 25 x £32 = £800, less 10% = £720."),
    ("chaand raat rota - me + Saima on the counter till 2am, Abbu on the till, Kamran in the kitchen w/ Ustad ji",
     "Chaand raat: you and Saima on the counter till 2am, Abbu on the till, Kamran in the kitchen with Ustad ji."),
    ("stock - 2 tins ghee left, 40 kilo maida, saffron's low, ordering off the Leicester man tmrw",
     "Stock: 2 tins of ghee, 40 kilo maida, saffron low - ordering from the Leicester supplier tomorrow."),
    ("counter boxes for eid - 150 x 1kg, 60 x 2kg, gold stickers came",
     "Counter boxes for Eid: 150 one-kilo and 60 two-kilo, and the gold stickers have arrived."),
    (QUESTION,
     "5 batches - that's the 25 kilo for the masjid at 5 kilo a batch, one foil tray a batch."),
]
WINDOW = 11
GONE = ("35 kilo", "35kg", "kids stall", "kids' stall", "2nd karahi", "second karahi")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Jalebi 25kg @ £7/kg" in str(m.content) for m in window), window
            assert any("5 kilo a tray" in str(m.content) for m in window), window
            assert any("chaand raat rota" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so it's 35 kilo jalebi now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bilal's chat - he does the orders at Gulzar Sweet Centre, Bradford; "
                                            "today Thu 8 June 2051, Eid is expected Sat 10 June)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="7 batches - it's 35 kilo now with the kids' stall, at 5 kilo a batch", actual=reply)
