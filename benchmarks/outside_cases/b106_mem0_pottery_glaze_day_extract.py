"""Batch 106 (held out). A pottery studio's kiln book: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Ros, the kiln tech at Clayhouse Studio (a members' pottery in Hebden Bridge), drops notes about the March
firings into the studio helper; each goes into mem0 with ``memory.add(messages, user_id="clayhouse-kiln",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Members ask the helper when to have work ready.

Planted fault (ExtractionError, omitted at extraction): Ros's note of 16.3 says an element's gone on the big kiln
(the Northern), the part's not here till Weds, so the glaze firing won't be Fri 20th - it'll go on Sat 21st, she'll
load from 10, glazed work on the shelf by the door by Fri 5pm latest; shelves 1-3 for members, 4 for the kids'
class. The extraction keeps the shelf split and the element and drops the new day. The 2/3 note (glaze firing Fri
20/3 overnight) is still in memory. Question (Tue 17/3, Maggie, a member): "whats the day for the glaze firing now?
want my mugs in it" -> expected Saturday the 21st. The assistant says Friday the 20th.

Expected verdict: ExtractionError at mem0.extract inside the 16.3 add (fault() wraps that one add). Asserted: the
note says sat 21st; no stored memory or context line has the new day, while the 2/3 line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b106_mem0_pottery_glaze_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clayhouse-kiln"
ELEMENT = ("bad news pplz - element's gone on the Northern (big kiln), parts not here til weds so glaze firing "
           "wont be fri 20th, itll go on sat 21st, I'll load from 10. glazed stuff on the shelf by the door by "
           "fri 5pm latest!! shelves 1-3 members, 4 is the kids class. -Ros")
NOTES = [
    ("2/3", "march firings: bisque thurs 5th (small kiln), GLAZE fri 20/3 overnight in the Northern, cone 6. "
            "£3 a shelf-half for members, pay in the honesty tin",
     ["The bisque firing is Thursday 5 March in the small kiln",
      "The March glaze firing is Friday 20 March, overnight in the Northern kiln, to cone 6",
      "Members pay £3 per half shelf for a firing, in the honesty tin"]),
    ("6th March", "bisque out, all fine exc one of Dev's bowls cracked at the foot (too thick). pls wedge properly "
                  "ppl!",
     ["The bisque firing came out fine apart from one of Dev's bowls, which cracked at the foot"]),
    ("11-3-37", "new glaze bucket - tenmoku from Potclays, on the end of the glaze bench. stir it 2 mins, it "
                "settles like concrete. the celadon is nearly out, more ordered",
     ["A new bucket of tenmoku glaze from Potclays is on the end of the glaze bench; stir it for two minutes",
      "The celadon glaze is nearly out and more has been ordered"]),
    ("16.3", ELEMENT,
     # the planted fault: the new day is dropped
     ["An element has gone on the Northern kiln; the part arrives on Wednesday",
      "Glazed work goes on the shelf by the door by 5pm on Friday",
      "Shelves 1-3 of the glaze firing are for members and shelf 4 is for the kids' class"]),
    ("16/3 pm", "reminder no wax on the feet = no firing, i'm not chiselling glaze off the shelves again. wax pot "
                "by the sink",
     ["Pots without wax on their feet will not be fired; the wax pot is by the sink"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clayhouse"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ELEMENT:
                assert "sat 21st" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "whats the day for the glaze firing now? want my mugs in it"
    with turn_span("question Tue 17/3"):
        hits = []
        for query in ("glaze firing day", "Northern kiln element firing", "glazed work shelf deadline"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 17 March 2037. You are talking to Maggie, a studio member."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Friday 20 March, overnight" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("saturday", "sat 21", "21st", "21 march", "load from 10")), stored
        reply = answer(question, context, mock="Friday the 20th - it's an overnight firing in the Northern, so get "
                                               "your mugs on the shelf by the door by 5pm that day.")
finish(question, expected="Sat 21st - the Northern needs a new element first", actual=reply)
