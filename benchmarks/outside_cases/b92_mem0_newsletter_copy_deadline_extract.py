"""Batch 92 (held out). A village newsletter's production notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Linda edits the Kimpton Clarion, the monthly village newsletter (printed by Gary at Dunstable Print, delivered
by volunteers). She types notes into the newsletter's helper app; each goes into mem0 with
``memory.add(messages, user_id="clarion", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Contributors ask the helper about deadlines.

Planted fault (ExtractionError, omitted at extraction): Linda's note of 3/3 says Gary rang, their big Heidelberg
is away being serviced the w/c 17th, so he's printing the April issue early - he wants the finished files by Mon
10th, 5pm latest, and the price stays £312 for 650 copies. The extraction keeps the service, the price and the
copy count and drops the Monday 10th 5pm deadline. The standing note (files to Gary by the Thursday before print
week, 12 noon) is still in memory. Question (Wed 5/3, Rev. Alan, who writes the church page): "when do you need
my church bit by for the april one?" -> expected by Monday the 10th, 5pm (Linda needs it earlier, but the helper's
answer is the printer's date). The assistant says Thursday 13th at noon.

Expected verdict: ExtractionError at mem0.extract inside the 3/3 add (fault() wraps that one add). Asserted: the
note names Mon 10th; no stored memory mentions Monday or the 10th, while the Heidelberg service and the standing
Thursday-noon note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b92_mem0_newsletter_copy_deadline_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clarion"
GARY = ("Gary rang (Dunstable Print) - the big Heidelberg's away being serviced w/c 17th so he's doing april's "
        "run early, wants finished files mon 10th 5pm LATEST. price same, £312 for 650. so everyone's copy to me "
        "by the weekend really, will email round")
NOTES = [
    ("14 Jan 2036", "how it works for newcomers: copy to me by the 1st of the month, I lay it out, files go to Gary "
                    "by the thurs before print wk, 12 noon. delivered the last wknd of the month",
     ["Contributors send copy to Linda by the 1st of the month",
      "Files go to Gary at Dunstable Print by the Thursday before print week, 12 noon",
      "The Clarion is delivered on the last weekend of the month"]),
    ("20/1", "Rev Alan does the church page every month, usually late!! Brenda does WI news, Mick the football",
     ["Rev Alan writes the church page every month and is often late",
      "Brenda writes the WI news and Mick writes the football"]),
    ("2.2.36", "feb issue out, 2 complaints re the crossword (answers to jan's were wrong, oops). ads: the Fox "
               "1/2 page, Hair by Jo 1/4, new one - Kimpton Cattery 1/8 £15",
     ["February's crossword answers for January were wrong; two complaints",
      "Adverts: the Fox half page, Hair by Jo quarter page, Kimpton Cattery eighth page at £15"]),
    ("3/3", GARY,
     # the planted fault: the Monday 10th 5pm deadline is dropped
     ["Gary's Heidelberg press is being serviced the week commencing 17 March",
      "Printing price stays at £312 for 650 copies"]),
    ("4/3", "the Cattery want to go up to 1/4 page from april, £28. said yes",
     ["Kimpton Cattery advert goes up to a quarter page from April at £28"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clarion"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == GARY:
                assert "mon 10th 5pm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when do you need my church bit by for the april one?"
    with turn_span("question Wed 5/3"):
        hits = []
        for query in ("deadline for april copy files to Gary", "printing april issue", "church page",
                      "when copy is due"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 5 March 2036. You are talking to Rev. Alan, who writes the church page."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Thursday before print week, 12 noon" in c for c in context), context
        assert any("Heidelberg" in c for c in context), context
        assert not any("monday" in s.lower() or "10th" in s or "10 march" in s.lower() or "5pm" in s
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="The files go to Gary the Thursday before print week, so Thursday "
                                               "13th by 12 noon - the earlier the better with you, mind!")
finish(question, expected="Mon 10th by 5 at the latest - printer's press is away", actual=reply)
