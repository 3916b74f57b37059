"""Batch 32 (held out). A dental lab's order desk: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Severn Dental Lab in Gloucester (Tony runs it; Gary on the mill, Priya on ceramics) makes crowns, bridges and
dentures for a dozen practices. Sam on the desk types quick notes about orders to an assistant; each goes in with
``memory.add(messages, user_id="severn-desk", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Thirteen notes, late May-early June 2025; several are about other crowns, other Quedgeley orders and the lab's
usual turnarounds.

Planted fault (ExtractionError, omitted at extraction): on 4/6 the practice's nurse rings about Mr Hughes's crown:
"Patel's nurse (Quedgeley) rang re Mr Hughes UR6 - shade's A3 not A2, Dr P misread the guide. ALSO Mr H's off to
Spain so fit's pulled fwd to Weds 11th 9am, need it back w them by Tues 10/6 lunchtime latest. told Priya re
shade". The extraction keeps the shade and drops the earlier fit and the new deadline. Question (Thu 5/6): "when's
the Hughes crown got to be back at Quedgeley?" -> expected Tuesday 10 June by lunchtime. The assistant has only the
original order (fit Fri 13/6, back by Thu 12th) and says Thursday the 12th.

Expected verdict: ExtractionError at mem0.extract inside the 4/6 add (fault() wraps that one add). Asserted: the
note says Tues 10/6; no stored memory and nothing in the context holds the 10th, the 11th or Spain, while the shade
fact from the same note and the original order are in the context. Another reading: none that we see; the search
returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b32_mem0_dentallab_hughes_crown_deadline_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "severn-desk"
NURSE_NOTE = ("Patel's nurse (Quedgeley) rang re Mr Hughes UR6 - shade's A3 not A2, Dr P misread the guide. ALSO Mr "
              "H's off to Spain so fit's pulled fwd to Weds 11th 9am, need it back w them by Tues 10/6 lunchtime "
              "latest. told Priya re shade")
NOTES = [
    ("2025-05-27", "turnarounds for the new website: single crown 7 working days, bridges 10, implant crowns 10, "
                   "chrome dentures 3 wks. Rush jobs +£25 if Tony says ok",
     ["A single crown takes 7 working days and a bridge 10 working days",
      "Implant crowns take 10 working days and chrome dentures 3 weeks",
      "Rush jobs cost an extra GBP 25 if Tony approves"]),
    ("2025-05-28", "Quedgeley Dental (Dr Patel) account - they pay 30 days, courier is DX, pick up 4pm daily exc "
                   "Weds",
     ["Quedgeley Dental (Dr Patel) pays on 30 days",
      "Quedgeley Dental's courier is DX, collecting at 4pm daily except Wednesdays"]),
    ("2025-05-30", "New in: Dr Patel - Mr Hughes UR6 zirconia crown, shade A2, imps + bite reg in the bag. Fit appt "
                   "Fri 13/6 so back to them by Thurs 12th",
     ["Dr Patel ordered a zirconia crown UR6 for Mr Hughes in shade A2",
      "Mr Hughes's crown fit appointment is Friday 13 June, so it is due back at Quedgeley by Thursday 12 June"]),
    ("2025-05-30", "Dr Osei (Stroud Rd) - Mrs Lewis LL6 implant crown, they want screw retained, due 16/6",
     ["Dr Osei ordered a screw-retained implant crown LL6 for Mrs Lewis, due 16 June"]),
    ("2025-06-02", "Gary says the mill's on one shift this wk and next (his hols from the 16th), tell ppl bridges "
                   "may slip a day",
     ["The mill is on one shift for two weeks; bridges may slip by a day",
      "Gary is on holiday from 16 June"]),
    ("2025-06-02", "Patel - Mrs Brooks lower partial, try-in Tues 17th, teeth on wax, shade A3.5",
     ["Dr Patel ordered a lower partial denture for Mrs Brooks with try-in on Tuesday 17 June, teeth on wax in "
      "shade A3.5"]),
    ("2025-06-03", "DX lost a box again (Cheltenham Smiles), Tony on the phone to them fuming lol",
     ["DX lost a box for Cheltenham Smiles"]),
    ("2025-06-03", "Dr Webb 3 unit bridge UL3-5 e.max, Mr Abbott, fit 19th, Priya to do the layering",
     ["Dr Webb ordered a 3-unit e.max bridge UL3-5 for Mr Abbott, fit on 19 June",
      "Priya will do the layering on Mr Abbott's bridge"]),
    ("2025-06-04", NURSE_NOTE,
     # the planted fault: the earlier fit and the new deadline are not extracted
     ["Mr Hughes's UR6 crown shade is A3, not A2", "Priya has been told about the shade for Mr Hughes's crown"]),
    ("2025-06-04", "Hughes model poured + scanned, Gary milling Fri am with the Patel batch",
     ["Mr Hughes's model is poured and scanned", "Gary is milling Mr Hughes's crown on Friday morning with the "
                                                 "Patel batch"]),
    ("2025-06-04", "zirconia discs reorder from Henry Schein, 10 x A2 A3 mixed, £640, arrives mon",
     ["Zirconia discs reordered from Henry Schein for GBP 640, arriving Monday"]),
    ("2025-06-05", "Quedgeley invoices for May sent, £3,212.40 total, Patel's practice mgr is Denise",
     ["Quedgeley Dental's May invoices total GBP 3,212.40", "Denise is the practice manager at Dr Patel's"]),
    ("2025-06-05", "Dr Patel wants to try our new night guards, sending 2 cases next wk",
     ["Dr Patel is sending two night guard cases next week"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="severn-desk"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == NURSE_NOTE:
                assert "back w them by Tues 10/6" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the Hughes crown got to be back at Quedgeley?"
    with turn_span("question Thu 5/6"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 5/6/25."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("due back at Quedgeley by Thursday 12 June" in c for c in context), context
        assert any("shade is A3, not A2" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("10/6", "10 june", "tuesday 10", "tues 10", "11th", "11 june", "wednesday 11",
                                 "spain", "lunchtime", "brought forward", "pulled")), stored
        reply = answer(question, context, mock="Thursday 12 June - the fit's on Fri 13th. Remember it's shade A3 now, "
                                               "not A2.")
finish(question, expected="Tue 10th by lunch - the fit got brought forward a couple of days", actual=reply)
