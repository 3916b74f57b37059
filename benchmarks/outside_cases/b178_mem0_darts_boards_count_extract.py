"""Batch 178 (held out). A darts club's charity night: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: the Crown darts club's charity night for the Severn Hospice is Sat 16th May 2042 in the back room - a killer
comp at £2 a go, Sharon's buffet, a raffle. Gaz, the club captain, types his notes into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Bev (secretary) asks it things while she does the
rota.

Planted fault (ExtractionError, a fact garbled at extraction): Gaz's first note (2042-03-30T22:10) has 4 boards in the
back room. His note of Weds 22/4 says the Legion are lending *us* their 2 boards and stands, so 6 on the night - 2 in
the bar as well as the 4 in the back - with Gaz sorting oche tape for them, and the raffle prizes so far (a meat hamper
from Dawson's, a £25 Spar voucher, a bottle of Bell's). The extraction turns the loan round ("the Legion are borrowing
2 of the club's boards") and keeps the oche tape and the raffle lines. Question (Thurs 14/5, Bev): "how many boards
we got on the night? doing the rota for the killer comp" -> expected 6 (the 4 in the back room + the Legion's 2 in
the bar). The assistant says 2 - the club's 4 less the 2 the Legion are borrowing.

Expected verdict: ExtractionError at mem0.extract inside the Weds 22/4 add (fault() wraps that one add): the note
handed to mem0 says the Legion lend 2 boards and there are 6 on the night, and what was made from it says the
opposite, so the store never held the count that decides the answer; the search and the answer then worked
faithfully on what was stored. Asserted: the note has "lending us their 2 boards" and "6 on the night"; no stored
memory or context line mentions 6 boards, lending to the club or boards in the bar; the garbled "borrowing" line, the
first note's 4 boards and the raffle line from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b178_mem0_darts_boards_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crown-darts-gaz"
LENT = ("Legion are lending us their 2 boards + stands 👍 so 6 on the night, 2 in the bar as well as the 4 in the "
        "back. I'll sort oche tape for them. raffle so far - meat hamper from Dawson's butchers, £25 Spar voucher, "
        "bottle of Bells 🥃")
NOTES = [
    ("2042-03-30T22:10", "charity night sat 16th may for the hospice 🎯 4 boards in the back room, killer comp £2 a go, "
                         "Sharon's doing the buffet, raffle - every1 ask round for prizes pls",
     ["Charity night for the hospice is Sat 16 May",
      "4 dartboards in the back room",
      "Killer competition is £2 a go",
      "Sharon is doing the buffet; raffle prizes wanted"]),
    ("Weds 22/4", LENT,
     # the planted fault: the loan is turned round - the 6 boards (2 of them in the bar) never make it into memory
     ["The Legion are borrowing 2 of the club's boards and stands",
      "Gaz is sorting oche tape",
      "Raffle prizes so far: meat hamper from Dawson's butchers, £25 Spar voucher, bottle of Bell's"]),
    ("Tue 12th May", "buffet - Sharon doing sausage rolls, cobs + her curry, £5 a head or free w a raffle strip. "
                     "doors half 6, first throw 7.30ish",
     ["Buffet: sausage rolls, cobs and Sharon's curry, £5 a head or free with a raffle strip",
      "Doors 6.30pm, first throw about 7.30"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crown-darts-2042"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == LENT:
            assert "lending us their 2 boards" in note and "6 on the night" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many boards we got on the night? doing the rota for the killer comp"
    hits = []
    for query in ("how many dartboards", "boards for the charity night", "Legion boards", "killer comp setup"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thurs 14 May 2042. You are talking to Bev, secretary of the Crown darts club; the charity "
               "night for the hospice is Sat 16 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context
                   for w in ("6 on the night", "six boards", "6 boards", "lending us", "in the bar")), stored
    assert any("borrowing 2 of the club's boards" in c for c in context), context
    assert any("4 dartboards in the back room" in c for c in context), context
    assert any("meat hamper from Dawson's" in c for c in context), context
    reply = answer(question, context, mock="Just 2 - the club's got 4 in the back room but the Legion are borrowing "
                                           "2 of them.")
finish(question, expected="6 - the 4 in the back room + the Legion's 2 in the bar", actual=reply)
