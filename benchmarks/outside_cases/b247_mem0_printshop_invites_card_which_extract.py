"""Batch 247 (held out). A small printing shop's orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Inkwell Print on Todmorden's Water Street - one Ricoh digital press, a Duplo for folding and stitching, Dev (the
owner) on the front desk and Kayleigh in on Saturdays doing the runs. Dev types order notes (his own and customers'
emails pasted in) into the shop's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; whoever
is on the press asks it what a job needs.

Planted fault (ExtractionError, a fact dropped at extraction): Dev's note of 2051-02-27 10:40 books the Henderson /
Okafor wedding invites - 120 A6 folded on the 300gsm white smooth card, envelopes white, proof by Weds. His note of
Mon 10/3 pastes in the bride's email: loved the proof, but can they swap to the ivory 350 hammered instead of the
white, happy to pay the difference - and, in the same breath, add 120 RSVP postcards and kraft envelopes instead of
white. The extraction keeps the RSVP cards and the kraft envelopes and drops the card swap: the 300gsm white stays
the only card stored for the invites. Question (Sat 15/3, Kayleigh, at the stockroom door): "what card am I running
the Henderson invites on? getting it out now" -> expected the ivory 350gsm hammered. The assistant says the 300gsm
white smooth.

Expected verdict: ExtractionError at mem0.extract inside the Mon 10/3 add (fault() wraps that one add): the note
given to mem0 asks for the ivory 350 hammered, and what was made from it leaves that out, so the store never held
the card the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names the ivory 350 hammered; no stored memory or context line mentions ivory, 350 or hammered; the RSVP cards from
the same note are stored; the first note's 300gsm white is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b247_mem0_printshop_invites_card_which_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "inkwell-print-dev"
CUT = ("Mon 10/3 email from Chloe (Henderson/Okafor wedding): 'Hi Dev, we LOVE the proof 😍 only thing, could we swap "
       "to the ivory 350 hammered instead of the white? saw it in your sample book, happy to pay the difference. "
       "also can we add 120 RSVP postcards to match, and kraft envelopes instead of white if thats ok. thanks so "
       "much!!' - told her fine, +£18 for the card, RSVPs £34")
NOTES = [
    ("2051-02-27 10:40", "2051-02-27 10:40 Henderson/Okafor wedding invites - 120 x A6 folded, 300gsm white smooth, "
                         "full colour 1 side + inside, white C6 envs. £96 quoted, 50% dep paid cash. proof to Chloe "
                         "by weds",
     ["Henderson/Okafor wedding invites: 120 A6 folded on 300gsm white smooth card, full colour, white C6 envelopes",
      "Henderson/Okafor invites quoted £96, 50% deposit paid in cash",
      "Proof of the Henderson/Okafor invites due to Chloe by Wednesday"]),
    ("4 Mar", "4 Mar - rec'd 5 boxes Conqueror laid cream for Barraclough & Hirst's letterheads, their job's next thurs. "
              "toner K low on the Ricoh, ordered",
     ["5 boxes of Conqueror laid cream came in for Barraclough & Hirst's letterheads, job due next Thursday",
      "Black toner low on the Ricoh; ordered"]),
    ("Mon 10/3", CUT,
     # the planted fault: the swap to the ivory 350 hammered is dropped
     ["Henderson/Okafor wedding: add 120 RSVP postcards to match the invites, £34",
      "Henderson/Okafor wedding envelopes to be kraft instead of white"]),
    ("Thu 13th", "Thu 13th - Duplo's creasing wonky again on anything over 300 😤 engineer can't come till tues, fold "
                 "heavy stuff by hand w/ the bone folder for now. Rotary programmes still on for fri",
     ["The Duplo is creasing badly on card over 300gsm; engineer Tuesday, fold heavy card by hand for now",
      "Rotary programmes still due Friday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="inkwell-print-orders"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "swap to the ivory 350 hammered instead of the white" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what card am I running the Henderson invites on? getting it out now"
    with turn_span("question Sat 15/3"):
        hits = []
        for query in ("Henderson invites card paper stock", "wedding invites card", "Henderson Okafor wedding"):
            hits += memory.search(query, top_k=30, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 15 March 2051. You are talking to Kayleigh, who runs the press on Saturdays at "
                   "Inkwell Print."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("ivory", "350", "hammered")), stored
        assert any("300gsm white smooth" in c for c in context), context
        assert any("RSVP postcards" in s for s in stored), stored
        reply = answer(question, context, mock="The 300gsm white smooth - 120 A6 folded, full colour.")
finish(question, expected="the ivory 350gsm hammered - Chloe asked to swap from the white after the proof",
       actual=reply)
