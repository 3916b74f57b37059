"""Batch 80 (held out). A bakery's wholesale orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Marta runs the wholesale side of Rise & Shine Bakery (cafes, a deli, two vans). She types notes after calls
and they go into mem0 with ``memory.add(messages, user_id="rise-shine-wholesale", metadata={"date": ...})``; mem0's
LLM pulls out the facts. Seven notes, Feb - March 2032.

Planted fault (ExtractionError, omitted at extraction): Marta's note of 12/3 says Corner Cup are going up to 18
sourdough a day Mon-Fri from Mon 15th (their brunch menu took off), and in the same note that Kev's van MOT is
booked for the 19th and rye stays £2.40. The extraction keeps the MOT and the rye price and drops the 18. The
standing order (Feb) says Corner Cup takes 12 sourdough + 6 rye a day. Question (Mon 15/3 evening, the night baker):
"how many sourdough am I doing for Corner Cup tomorrow?" -> expected 18. The assistant says 12.

Expected verdict: ExtractionError at mem0.extract inside the 12/3 add (fault() wraps that one add). Asserted: the
note has the 18; no stored memory mentions 18 sourdough or the brunch menu, while the MOT from the same note and the
standing order are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b80_mem0_bakery_cornercup_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rise-shine-wholesale"
MORE = ("Corner Cup (Leanne) on the phone - brunch menu's gone mental, can they have 18 sourdough a day mon-fri "
        "from mon 15th, rye same. told her fine. Kev's van MOT is booked 19th at Dobsons 8am so Sid does his run "
        "that day. rye stays £2.40 wholesale, I'm not putting it up til the flour does")
NOTES = [
    ("2032-02-02", "standing orders as of Feb: Corner Cup 12 sourdough + 6 rye daily mon-fri, van 1 by 7.15. "
                   "Harbour Cafe 10 white bloomers tue-sat. Pickles deli 8 seeded + 4 rye wed & sat",
     ["Corner Cup's standing order is 12 sourdough and 6 rye a day, Monday to Friday, on van 1 by 7.15",
      "Harbour Cafe takes 10 white bloomers Tuesday to Saturday",
      "Pickles deli takes 8 seeded and 4 rye on Wednesdays and Saturdays"]),
    ("9th Feb", "sourdough wholesale £2.90, seeded £2.60, bloomer £2.10. invoices monthly, 30 days",
     ["Wholesale prices: sourdough £2.90, seeded £2.60, white bloomer £2.10",
      "Wholesale invoices go out monthly on 30 day terms"]),
    ("17/2/32", "Sid's back from paternity leave mon 23rd, he can do van 2 again, Kev back on van 1",
     ["Sid is back from paternity leave on 23 February and will drive van 2 again",
      "Kev is back on van 1"]),
    ("2032-03-01", "harbour cafe want their bloomers sliced from now, they'll pay the 20p. slicer blade needs "
                   "sharpening asap",
     ["Harbour Cafe wants its bloomers sliced and will pay 20p extra a loaf",
      "The bread slicer blade needs sharpening"]),
    ("12/3", MORE,
     # the planted fault: the 18 sourdough a day from the 15th is dropped
     ["Kev's van MOT is booked for 19 March at Dobsons at 8am, so Sid does his run that day",
      "Rye stays at £2.40 wholesale"]),
    ("Mar 13", "ordered 20 x 16kg strong white from Marriage's, delivery thurs",
     ["Ordered 20 sacks of 16kg strong white flour from Marriage's, arriving Thursday"]),
    ("14.3.32", "Corner Cup also asked can we drop the crates round the back now, bins out front on mondays",
     ["Corner Cup's crates go round the back, the bins are out front on Mondays"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rise-shine"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MORE:
                assert "18 sourdough a day" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many sourdough am I doing for Corner Cup tomorrow?"
    with turn_span("question Mon 15/3 night bake"):
        hits = []
        for query in ("Corner Cup sourdough order how many", "standing orders cafes daily", "Kev van MOT",
                      "Corner Cup crates"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 March 2032, 9pm. You are talking to Jonno, the night baker."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("12 sourdough and 6 rye a day" in c for c in context), context
        assert any("MOT is booked for 19 March" in c for c in context), context
        assert not any("18" in s or "brunch" in s.lower() for s in stored + context[1:]), stored
        reply = answer(question, context, mock="12 sourdough for Corner Cup, plus their 6 rye - on van 1 by 7.15, "
                                               "crates round the back.")
finish(question, expected="eighteen", actual=reply)
