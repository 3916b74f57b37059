"""Batch 339 (held out). A freight forwarder's shipment records: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Northgate Forwarding's ops desk keeps a shipment file up to date by chatting with the desk's helper: each turn
is a file entry (booking, BL, carrier notices, customs, haulage, charges); each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking for file NF-26-0318 / PO# 88213 (1 x
40'HC, Ningbo -> Felixstowe, MSC LORENA voy 609W, ETD 2026-02-10, ETA FXT 2026-03-16). Turn 2 is the BL. Turn 3 is
the carrier notice of 2026-03-04 11:05: the box was rolled at transhipment in Tanjung Pelepas (vessel overbooked),
now on MSC ARIANE voy 611A, ETA FXT put back 5 d vs the original -> 2026-03-21, consignee told by email. Turns 4 to 8
are customs, haulage, the system's draft arrival notice (still "MSC LORENA 609W, ETA FELIXSTOWE 2026-03-16" - the
system hasn't picked the roll up, to be re-issued), charges and cargo insurance. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, 2026-03-10): "Ashby's DC want to plan labour - what's the ETA at
Felixstowe for PO# 88213?" -> expected 2026-03-21 (on MSC ARIANE 611A, 5 days after the original 16th). The
assistant says 2026-03-16 on MSC LORENA.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
ETA to 2026-03-21 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
2026-03-21, ARIANE, rolled or Tanjung Pelepas); the draft arrival notice, the haulage and the charges are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b339_langchain_freight_eta_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Ashby's DC want to plan labour - what's the ETA at Felixstowe for PO# 88213?"
TURNS = [
    ("FILE NF-26-0318 | PO# 88213 | shipper: Ningbo Hengda Housewares Co | cnee: Ashby Home Ltd, Leicester | 1 x "
     "40'HC, 1,140 ctns, 18,420 kg gross, 62.5 cbm | POL CNNGB -> POD GBFXT | vsl MSC LORENA voy 609W | ETD "
     "2026-02-10; ETA FXT 2026-03-16 | FOB Ningbo",
     "Filed NF-26-0318 / PO# 88213: one 40'HC Ningbo to Felixstowe on MSC LORENA 609W, ETD 2026-02-10, ETA "
     "Felixstowe 2026-03-16, FOB."),
    ("BL MEDUNB123456 issued 2026-02-11, telex release requested; CO + packing list recd; seal MSC 7731904",
     "BL MEDUNB123456 (issued 2026-02-11), telex release requested; CO and packing list received."),
    ("2026-03-04 11:05 carrier adv: box ROLLED at transhipment Tanjung Pelepas (vsl overbooked), now on MSC ARIANE "
     "voy 611A; ETA FXT put back 5 d vs orig (2026-03-16) -> 2026-03-21. cnee informed by email 11:20",
     "Noted - PO# 88213 was rolled at Tanjung Pelepas onto MSC ARIANE 611A; ETA Felixstowe is now 2026-03-21. "
     "Ashby have been told."),
    ("customs: import entry via CDS, comm code 7323 93 00, duty 3.2%, VAT 20% on DDA a/c of Ashby; pre-lodge once "
     "vsl ETA confirmed",
     "Customs: CDS import entry, commodity 7323 93 00, 3.2% duty and 20% VAT on Ashby's deferment account."),
    ("haulage: Kestrel Haulage booked FXT -> Ashby DC Leicester (LE4 9HA), delivery slot TBC after discharge + "
     "release; tail-lift not req; cnee to unload (2 man)",
     "Haulage with Kestrel from Felixstowe to Ashby's Leicester DC, slot to be confirmed after discharge."),
    ("arrival notice DRAFT from our system for cnee: 'Vessel MSC LORENA 609W, ETA FELIXSTOWE 2026-03-16, free time "
     "7 d at terminal' - system not picked the change up yet, will re-issue",
     "The draft arrival notice is ready to re-issue once the system has been updated."),
    ("charges: O/F USD 2,850; THC GBP 285; customs clearance GBP 65; haulage GBP 520 + FSC 12%; inv to Ashby on "
     "delivery",
     "Charges: ocean freight USD 2,850, THC GBP 285, clearance GBP 65, haulage GBP 520 plus 12% fuel surcharge."),
    ("DG: no. cargo ins. 110% CIF under our open cover, cert# OC-26-1187 issued 2026-02-12",
     "Not DG; cargo insured at 110% CIF under the open cover, certificate OC-26-1187."),
    (QUESTION,
     "ETA Felixstowe is 2026-03-16 on MSC LORENA 609W - free time is 7 days at the terminal."),
]
WINDOW = 11
GONE = ("2026-03-21", "ariane", "rolled", "tanjung")


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
            assert any("ETA FELIXSTOWE 2026-03-16" in str(m.content) for m in window), window
            assert any("Kestrel Haulage" in str(m.content) for m in window), window
            assert any("O/F USD 2,850" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("ETA FXT put back 5 d" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Northgate Forwarding ops desk, shipment file NF-26-0318; today is "
                                            "Tue 2026-03-10)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2026-03-21 - rolled at Tanjung Pelepas onto MSC ARIANE 611A, 5 days after the original "
                          "2026-03-16", actual=reply)
