"""Batch 93 (held out). An archery club's beginners' course: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Bev runs the spring beginners' course at Harpenden Bowmen (six Tuesday sessions, 22/4 to 27/5, normally in
the Sir John Lawes school sports hall). She types her course notes into the club's helper; each goes into mem0 with
``memory.add(messages, user_id="beginners-spring", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
The beginners ask the helper.

Planted fault (ExtractionError, omitted at extraction): Bev's note of 2/5 says the six new 20lb risers came (£540
from the grant), Colin's sorting the arm guards, and - in passing - the school want the hall for exam desks from
the 12th, so week 4 (Tue 13 May) is out on the club field at Rothamsted, behind the cricket pavilion, bring a coat.
The extraction keeps the risers, the price and the arm guards and drops the week-4 venue. The course-plan note
(all sessions in the school sports hall, 7-9pm) is still in memory. Question (Sat 10/5, Priya, a beginner): "where
are we shooting on tuesday? just so I know where to park" -> expected the club's field at Rothamsted, behind the
cricket pavilion. The assistant says the school sports hall.

Expected verdict: ExtractionError at mem0.extract inside the 2/5 add (fault() wraps that one add). Asserted: the
note names the field; no stored memory mentions the field, Rothamsted or the pavilion, while the sports-hall line
and the risers are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b93_mem0_archery_week4_venue_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "beginners-spring"
RISERS = ("the 6 new 20lb risers came!! £540 out of the sport england grant. Colin sorting arm guards (we've only "
          "got 5 L-handed ones). oh and school want the hall for exam desks from the 12th so wk 4 (tues 13th) "
          "we're OUT on the club field at Rothamsted, behind the cricket pavilion - tell them coats")
NOTES = [
    ("16 Apr '36", "spring beginners - 6 tues sessions, 22/4 to 27/5, 7-9pm, Sir John Lawes school sports hall "
                   "(side door by the bike racks). 12 places, all gone, £70 incl. AGB membership till Sept",
     ["The spring beginners' course is six Tuesday sessions, 22 April to 27 May, 7-9pm",
      "Sessions are in the Sir John Lawes school sports hall, side door by the bike racks",
      "The course has 12 places, all taken, and costs £70 including Archery GB membership until September"]),
    ("22/4", "wk1 done, good group. Priya + Tom both cross dominant, put them L handed. Mrs Adeyemi (65!) a natural",
     ["Priya and Tom are cross-dominant and shoot left-handed",
      "Mrs Adeyemi, aged 65, is a natural"]),
    ("29.4", "wk 2 - up to 15m. Dan's string snapped, spare in the blue box. Tom late again (works till 6.30)",
     ["Week 2 went up to 15 metres",
      "Spare strings are in the blue box",
      "Tom is often late because he works until 6.30"]),
    ("2/5", RISERS,
     # the planted fault: the week-4 move to the field is dropped
     ["Six new 20lb risers arrived, paid £540 from the Sport England grant",
      "Colin is sorting arm guards; only 5 left-handed ones"]),
    ("6 May", "wk 3 - 18m, first go at scoring. Mrs A top score 142!! need more 80cm faces, ordered 20 from Quicks",
     ["Week 3 went to 18 metres with the first scoring round",
      "Mrs Adeyemi top scored with 142",
      "Ordered 20 more 80cm target faces from Quicks"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bowmen"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == RISERS:
                assert "club field at Rothamsted" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are we shooting on tuesday? just so I know where to park"
    with turn_span("question Sat 10/5"):
        hits = []
        for query in ("where is the session venue", "week 4 tuesday 13 May", "parking sports hall side door",
                      "course equipment and risers"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 10 May 2036. You are talking to Priya, a beginner on the spring course."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Sir John Lawes school sports hall" in c for c in context), context
        assert any("20lb risers" in c for c in context), context
        assert not any("field" in s.lower() or "rothamsted" in s.lower() or "pavilion" in s.lower()
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="Same as usual - the Sir John Lawes school sports hall, in by the "
                                               "side door near the bike racks. Park on the school side.")
finish(question, expected="out on the club field at Rothamsted (behind the cricket pavilion) - hall's got exams",
       actual=reply)
