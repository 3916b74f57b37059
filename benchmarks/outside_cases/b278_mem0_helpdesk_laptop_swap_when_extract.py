"""Batch 278 (held out). An office IT helpdesk: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the two-person IT desk at Halden & Pryce (an accountants' office, about 60 staff) is doing its Q1 laptop
refresh in January 2051 - old ThinkPads out, X1 Carbons in, finance and sales first - alongside the usual licences,
MFA resets and printers. Sam (IT) types his running notes into the office helpdesk bot with
``memory.add(messages, user_id=..., metadata={"date": ...})``; staff ask the bot about their own tickets.

Planted fault (ExtractionError, a fact dropped at extraction): Sam's note of 2051-01-09T10:15 books Priya's swap
(the ThinkPad with the dodgy hinge) for Thu 19/1 at 2pm - bring the charger and the old dock back. His note of Tue 17
Jan says Lenovo rang, the X1s are stuck at customs so Thursday's swaps are all off, Priya's moved to Tue 31st at
10.30am, same deal - and, in passing, the guest wifi password changes Friday and the 3rd floor printer has jammed
again (ticket raised with Ricoh). The extraction keeps the wifi and the printer and drops the new swap slot, so Thu
19/1 2pm stays the only slot stored. Question (Weds 18/1, Priya): "when's my laptop swap again? need to make sure
I've nothing on in the diary" -> expected Tue 31st January at 10.30am. The assistant says Thursday (19th) at 2pm.

Expected verdict: ExtractionError at mem0.extract inside the Tue 17 Jan add (fault() wraps that one add): the note
given to mem0 moves the swap to Tue 31st 10.30am and what was made from it leaves that out, so the store never held
the slot the answer needs; search and answer then worked faithfully from what was stored. Asserted: the note names
Tue 31st 10.30am; no stored memory or context line mentions the 31st, 10.30, customs or the swaps being off; the
wifi line from the same note is stored; the first note's Thu 19/1 2pm is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b278_mem0_helpdesk_laptop_swap_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "halden-pryce-itdesk-sam"
CUT = ("Tue 17 Jan - lenovo rang, the X1s are stuck at customs 🙄 so thurs swaps are ALL off. Priya's moved to tues "
       "31st 10.30am, same deal bring the charger + old dock. also guest wifi pw changes fri (new one on the "
       "reception card), and 3rd flr printer's jammed AGAIN, ticket in w/ Ricoh")
NOTES = [
    ("2051-01-09T10:15", "2051-01-09T10:15 Q1 laptop refresh 💻 finance + sales first, X1 Carbons replacing the "
                         "T480s. Priya (finance) booked thu 19/1 2pm - the one w/ the dodgy hinge. bring charger + "
                         "the old dock back, data migrates overnight so save everything to OneDrive b4",
     ["Priya's laptop swap is booked for Thu 19/1 at 2pm (the ThinkPad with the dodgy hinge)",
      "For a laptop swap bring the charger and the old dock back; data migrates overnight, save to OneDrive first",
      "The Q1 laptop refresh replaces the T480s with X1 Carbons, finance and sales first"]),
    ("12/1", "12/1 adobe renewal went thru 👍 12 seats. MFA resets - anyone locked out go via the portal NOT email "
             "pls, Dev keeps forwarding them to me",
     ["The Adobe renewal went through, 12 seats",
      "MFA resets go via the portal, not email"]),
    ("Tue 17 Jan", CUT,
     # the planted fault: the move of Priya's swap to Tue 31st 10.30am is dropped
     ["The guest wifi password changes on Friday; the new one is on the reception card",
      "The 3rd floor printer has jammed again; a ticket is in with Ricoh"]),
    ("17.1.", "17.1. pm - old laptops go in the cage in the comms room for the WEEE collection, NOT in the skip. "
              "Jo's asked for a 2nd monitor, ok'd",
     ["Old laptops go in the cage in the comms room for the WEEE collection, not in the skip",
      "Jo's request for a second monitor is approved"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="halden-pryce-itdesk"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Priya's moved to tues 31st 10.30am" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's my laptop swap again? need to make sure I've nothing on in the diary"
    with turn_span("question Weds 18/1"):
        hits = []
        for query in ("Priya laptop swap date time", "when is my laptop swap", "X1 Carbon swaps"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 18 January 2051. You are talking to Priya (finance) at Halden & Pryce."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("31st", "10.30", "customs", "all off", "tues")), stored
        assert any("Thu 19/1 at 2pm" in c for c in context), context
        assert any("guest wifi" in s for s in stored), stored
        reply = answer(f"(Priya) {question}", context,
                       mock="Tomorrow - Thursday 19th at 2pm. Bring your charger and the old dock, and save "
                            "everything to OneDrive beforehand.")
finish(question, expected="Tue 31st January, 10.30am - Thursday's swaps were called off (the X1s are stuck at customs)",
       actual=reply)
