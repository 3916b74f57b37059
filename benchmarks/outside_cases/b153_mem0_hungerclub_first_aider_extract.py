"""Batch 153 (held out). A holiday hunger club's staff notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Sue leads the Easter holiday club at St Mark's community centre (free hot dinners and activities for the kids
on free school meals, Mon-Thu both weeks of the Easter holidays 2037, not Easter Monday, 10-2). She types her notes
and the staff's messages into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``
and the staff ask it things.

Planted fault (ExtractionError, omitted at extraction): the 14/3 plan has Bev as first aider in week 1 and Tony in
week 2 (both did the course last year). Sue's note of Weds 1 Apr says Tony's first aid certificate ran out in Feb
(a three-year one) and the refresher isn't till May, so he can't be first aider in week 2 - Aisha has a current one
through work (she's a TA) and will do first aid Tues to Thurs, Tony carrying on with the games; and, in passing, that
the farm trip minibus is confirmed for Weds 8th with the Rotary driving and that they're out of squash again. The
extraction keeps the minibus, the squash and Tony carrying on with the games, and drops the first aid change.
Question (Tue 7/4, Gail, the cook, doing the day's sign-in sheet): "who's first aider this wk? need a name for the
top of the sign in sheet" -> expected Aisha (Tony's certificate has run out). The assistant says Tony.

Expected verdict: ExtractionError at mem0.extract inside the Weds 1 Apr add (fault() wraps that one add): the note
handed to mem0 says Aisha is first aider in week 2 and why, and no memory made from it says so, while three other
facts of the same note were kept; the search and the answer then worked on what was stored. Asserted: the note has
the first aid change; no stored memory or context line has Aisha on first aid or Tony's certificate; the plan's
first aider line (Tony in week 2) and the kept facts of the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b153_mem0_hungerclub_first_aider_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-marks-easter-club-sue"
SWAP = ("Tony's first aid cert ran out in feb (its a 3 yr one) + the refresher's not til may, so he can't be first "
        "aider wk 2 - Aisha's got a current one thru work (she's a TA), she'll do first aid tues-thurs, Tony's fine "
        "to carry on on the games. farm trip minibus confirmed for weds 8th, Rotary driving. oh + we're out of squash "
        "AGAIN")
NOTES = [
    ("14/3", "EASTER CLUB - St Mark's community centre, mon-thurs both wks (not easter mon), 10-2. staff: me (lead), "
             "Gail cooking, Tony + Bev playworkers, Aisha volunteering. first aider: Bev wk 1, Tony wk 2 (both did "
             "the course last yr). DBS all done",
     ["The Easter club is at St Mark's community centre, Monday to Thursday both weeks except Easter Monday, 10am-2pm",
      "Easter club staff: Sue (lead), Gail (cook), Tony and Bev (playworkers), Aisha (volunteer)",
      "First aider at the Easter club: Bev in week 1, Tony in week 2",
      "All the Easter club staff have their DBS checks done"]),
    ("22.3.", "Gail - menu wk 2: tues chicken wraps, weds pasta bake, thurs fish fingers + wedges. allergy list to me "
              "by fri pls, 2 nut + 1 coeliac so far",
     ["Week 2 menu: Tuesday chicken wraps, Wednesday pasta bake, Thursday fish fingers and wedges",
      "Gail needs the allergy list by Friday; so far 2 nut allergies and 1 coeliac"]),
    ("Weds 1 Apr", SWAP,
     # the planted fault: the first aid change (Aisha first aider in week 2, Tony's certificate out of date) is dropped
     ["The farm trip minibus is confirmed for Wednesday 8 April, the Rotary are driving",
      "Tony is carrying on running the games in week 2",
      "The club has run out of squash again"]),
    ("2037-04-06T19:40", "Bev - sign in sheet's in the blue folder, first aider + lead's name at the top each day pls "
                         "(Ofsted-ish lol). plasters + ice packs are in the kitchen, top drawer",
     ["The sign-in sheet is in the blue folder; the first aider's and the lead's names go at the top each day",
      "Plasters and ice packs are in the kitchen, top drawer"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-marks-easter-club"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "Aisha" in note and "first aid tues-thurs" in note and "cert ran out" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's first aider this wk? need a name for the top of the sign in sheet"
    hits = []
    for query in ("first aider week 2", "who is on the staff", "sign in sheet names", "Tony Aisha week 2"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 7 April 2037 (week 2 of the Easter club). You are talking to Gail, the cook at St "
               "Mark's Easter holiday club, who is filling in today's sign-in sheet."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("First aider" in c and "Tony in week 2" in c for c in context), context
    assert any("minibus" in c for c in context) and any("games in week 2" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("cert", "refresher", "a ta", "first aid tues")), \
        stored
    assert not any("aisha" in s.lower() and "first aid" in s.lower() for s in stored + context), stored
    reply = answer(question, context, mock="Tony - Bev did week 1 and Tony's first aider for week 2.")
finish(question, expected="Aisha - Tony's first aid certificate ran out in Feb, so she's doing first aid Tues-Thurs",
       actual=reply)
