"""Batch 125 (held out). A puppy training class's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gail, who runs the Pawsitive Steps puppy class in the back room of St Aidan's hall, types her notes (the course,
the pups, homework, who's paid) into the class helper with ``memory.add(messages, user_id=..., metadata={"date":
...})``; the owners ask it about the class.

Planted fault (ExtractionError, dropped at extraction): Gail's note of 14/3 has the course on Tuesdays 7-8pm in the
back room at St Aidan's, six weeks from Tue 17th March. Her note of Weds 8 Apr says the hall rang - they've got a
funeral tea in the back room on Tue 14th - so week 5 is on the rec behind the hall, half 6 not 7 while it's still
light, wellies - and, in the same note, that Luna's mum has paid at last and Rolo's recall is much better since the
squeaky toy. Extraction keeps Luna and Rolo and drops the move. Question (Mon 13/4, Priya, Pip's owner): "what time's
puppy class tmrw? trying to sort the school run round it" -> expected half 6 (6.30pm), on the rec behind the hall.
The assistant says 7pm in the back room as usual.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Apr add (fault() wraps that one add): the note
handed to mem0 said when and where week 5 is and no memory made from it does; the searches and the answer then
worked on what was stored. Asserted: the note has "half 6"; no stored memory or context line has half 6, 6.30, the
rec or the funeral tea, while the 7-8pm line and the Luna and Rolo lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b125_mem0_puppy_wk5_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pawsitive-steps-gail"
MOVED = ("hall rang - they've got a funeral tea in the back room tue 14th so wk 5 is on the rec behind the hall, half "
         "6 not 7 while it's still light. wellies!! tell everyone. ALSO Luna's mum paid at last (£72) + Rolo's recall "
         "is SO much better since the squeaky toy, his dad's chuffed")
NOTES = [
    ("14/3", "new course - tues 7-8pm, St Aidan's hall (the back room), 6 wks from tue 17th march, £72 the lot. 8 "
             "pups: Rolo, Luna, Biscuit, Mabel, Otis, Pip, Bear + Dot. bring high value treats (cheese/frankfurter), "
             "flat collar not a harness, poo bags",
     ["Puppy class is on Tuesdays 7-8pm in the back room at St Aidan's hall, 6 weeks from Tuesday 17 March",
      "The course costs £72",
      "The 8 puppies are Rolo, Luna, Biscuit, Mabel, Otis, Pip, Bear and Dot",
      "Owners should bring high value treats like cheese or frankfurter, a flat collar and poo bags"]),
    ("Tue 24th", "wk 2 - sit + down, name game. homework 5 x name game a day + 3 x 30 sec sit-stays. Biscuit v mouthy, "
                 "told Sue tug toy not hands. Pip's mum (Priya) asking about 1-1s",
     ["Week 2 homework is the name game five times a day and three 30-second sit-stays",
      "Biscuit is mouthy; Sue should use a tug toy instead of hands",
      "Priya, Pip's owner, asked about one-to-one sessions"]),
    ("Weds 8 Apr", MOVED,
     # the planted fault: week 5's time and place drop out, the rest of the note is kept
     ["Luna's owner has paid the £72",
      "Rolo's recall is much better since using a squeaky toy"]),
    ("Fri 10/4", "wk 4 done - loose lead, everyone on 'let's go'. homework for wk 5: 10 mins loose lead a day + settle "
                 "on a mat. 1-1s £30 an hr, Sat mornings only",
     ["Week 4 covered loose lead walking with the cue 'let's go'",
      "Homework for week 5 is 10 minutes of loose lead walking a day and settle on a mat",
      "One-to-one sessions cost £30 an hour and are on Saturday mornings only"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pawsitive-steps"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVED:
                assert "half 6" in note and "rec behind the hall" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's puppy class tmrw? trying to sort the school run round it"
    with turn_span("question Mon 13/4"):
        hits = []
        for query in ("puppy class time tuesday hall", "Luna paid Rolo recall", "week 5 homework"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 April 2037. You are talking to Priya, Pip's owner, who's on the puppy course."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Tuesdays 7-8pm in the back room" in c for c in context), context
        assert any("Luna's owner has paid" in c for c in context) and any("Rolo's recall" in c for c in context), \
            context
        assert not any("half 6" in s or "6.30" in s or "the rec" in s or "funeral" in s for s in stored + context), \
            stored
        reply = answer(question, context, mock="7pm as usual, in the back room at St Aidan's hall - bring the cheese!")
finish(question, expected="half 6 (6.30pm), on the rec behind the hall - the back room's got a funeral tea",
       actual=reply)
