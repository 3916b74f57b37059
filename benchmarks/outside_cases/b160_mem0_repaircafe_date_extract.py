"""Batch 160 (held out). A town's repair cafe: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Ellerby Repair Cafe runs on the second Saturday of the month at the Institute, 10-1 (fixers on electrics,
sewing and bikes, cake by donation, bookings on a sheet). Carol, who organises it, types her notes into the cafe's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and people with broken things ask it.

Planted fault (ExtractionError, garbled at extraction): the first note (16th may) says June's is Sat 12th. Carol's
note of 22.5. says the Institute's double booked on the 12th - a wedding fayre Linda forgot to put in the diary - so
the cafe's the Saturday after, the 19th, same times; that Maureen can't do the 19th (her grandson's christening) so
Val from the WI's doing sewing; and to ask the Scouts for more tables. The extraction swaps the dates round: it
stores that the wedding fayre is on the 19th and that the repair cafe stays on Saturday 12th June. Question
(Thu 3/6, Gordon): "when's the next one? my dab radio's packed in + the wife wants the telly back on" -> expected
Sat 19th June, 10-1 at the Institute (a week late because of the wedding fayre on the 12th). The assistant says
Saturday 12th June.

Expected verdict: ExtractionError at mem0.extract inside the 22.5. add (fault() wraps that one add): the note handed
to mem0 puts the cafe on the 19th and what was made from it puts it on the 12th, so the store was told the wrong
day; the search and the answer then worked faithfully on what was stored. Asserted: the note has the 19th; a stored
memory says the cafe stays on the 12th and none says the cafe is on the 19th; the garbled line, Val's sewing line
from the same note and the first note's 12th June are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b160_mem0_repaircafe_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ellerby-repair-cafe-carol"
LATER = ("Institute's double booked on the 12th - wedding fayre, Linda forgot to put it in the diary 🙄 - so we're "
         "the sat after, 19th, same times. Maureen can't do the 19th (grandson's christening) so Val from the WI's "
         "doing sewing. need more tables, ask the scouts")
NOTES = [
    ("16th may", "REPAIR CAFE 2nd sat of the month at the Institute, 10-1. june's is the 12th. fixers so far Phil + "
                 "Sanjay electrics, Maureen sewing, Dave bikes (outside if dry). cake by donation, tea 50p",
     ["Ellerby Repair Cafe is on the 2nd Saturday of the month at the Institute, 10am to 1pm",
      "June's repair cafe is on Saturday 12th June",
      "Fixers: Phil and Sanjay on electrics, Maureen on sewing, Dave on bikes (outside if dry)",
      "Cake by donation, tea 50p"]),
    ("22.5.", LATER,
     # the planted fault: the two dates are swapped round in what is stored
     ["The wedding fayre at the Institute is on Saturday 19th June",
      "The repair cafe stays on Saturday 12th June, same times",
      "Val from the WI is doing the sewing table",
      "Need to borrow more tables from the Scouts"]),
    ("2038-06-01T19:40", "sheet so far: 3 toasters (why is it always toasters), a hoover, 2 lamps, a kids bike w a "
                         "buckled wheel + Mrs Ashworth's sewing machine again. Phil's bringing his own PAT tester",
     ["Bookings so far: 3 toasters, a hoover, 2 lamps, a child's bike with a buckled wheel and Mrs Ashworth's sewing "
      "machine",
      "Phil is bringing his own PAT tester"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ellerby-repair-cafe"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == LATER:
            assert "the sat after, 19th, same times" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the next one? my dab radio's packed in + the wife wants the telly back on"
    hits = []
    for query in ("next repair cafe date", "when is the repair cafe in June", "Institute wedding fayre",
                  "electrics fixers radio"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 3 June 2038. You are talking to Gordon, who wants to bring a broken radio to Ellerby "
               "Repair Cafe."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("stays on Saturday 12th June" in s for s in stored), stored
    assert not any("repair cafe" in s.lower() and "19th" in s for s in stored + context), stored
    assert any("stays on Saturday 12th June" in c for c in context), context
    assert any("Val from the WI" in c for c in context), context
    assert any("June's repair cafe is on Saturday 12th June" in c for c in context), context
    reply = answer(question, context, mock="Saturday 12th June, 10 till 1 at the Institute - Phil and Sanjay are on "
                                           "electrics.")
finish(question, expected="Sat 19th June, 10-1 at the Institute - it's a week later this month because of a wedding "
                          "fayre on the 12th", actual=reply)
