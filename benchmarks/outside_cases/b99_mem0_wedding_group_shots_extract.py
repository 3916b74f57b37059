"""Batch 99 (held out). A wedding photographer's booking notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Lauren, a wedding photographer in Hertford, dumps notes about her couples into her diary helper after calls
and emails; each goes into mem0 with ``memory.add(messages, user_id="lauren-photo", metadata={"date": ...})`` and
mem0's LLM pulls out the facts. She asks the helper the week of a wedding when she plans the day.

Planted fault (ExtractionError, omitted at extraction): the note of "the 14th" (April) says Ellie emailed: the
venue is digging up the front lawn in June for new drainage (they only told the couple yesterday), so the group
shots will be in the walled garden behind the orangery, which Kim the coordinator says is fine for 60+; and Ellie
wants the sparkler exit at 10.45 not 11. The extraction keeps the sparkler exit and drops the walled garden. The
booking note of 12/3 (group shots on the front lawn after the confetti) is still in memory. Question (Thu 18/6,
Lauren): "where are we doing the group shots at the hadley wedding sat? want to go and scout it tmrw" -> expected
the walled garden behind the orangery. The assistant says the front lawn.

Expected verdict: ExtractionError at mem0.extract inside the "14th" add (fault() wraps that one add). Asserted: the
note says walled garden; no stored memory or context line mentions the walled garden, the orangery or the
drainage, while the 12/3 front-lawn line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b99_mem0_wedding_group_shots_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lauren-photo"
ELLIE_EMAIL = ("Ellie (Hadley wedding) emailed - venue are digging up the front lawn in june for some new drainage "
               "thing, only told them yest!! so groups will be in the walled garden behind the orangery, Kim the "
               "coordinator says its fine for 60+. oh and she wants the sparkler exit 10.45 not 11")
NOTES = [
    ("12/3", "BOOKED: Ellie + Sam Hadley, sat 20/6/36, Tewin Bury Farm. ceremony 1.30 in the barn, confetti then "
             "group shots on the front lawn (Ellie sending a list of 12 groups). full day pkg, deposit pd",
     ["Ellie and Sam Hadley's wedding is Saturday 20 June 2036 at Tewin Bury Farm, full day package",
      "The Hadley ceremony is at 1.30pm in the barn",
      "Hadley group shots are on the front lawn after the confetti; Ellie is sending a list of 12 groups"]),
    ("2 Apr", "Marcus + Jade enquiry -> booked for 8th aug at Knebworth, 10hr, £500 dep in. Jade's mum is a "
              "nightmare apparently lol, keep the family shots quick",
     ["Marcus and Jade's wedding is 8 August at Knebworth, 10-hour coverage, £500 deposit paid",
      "Keep Marcus and Jade's family shots quick"]),
    ("the 14th", ELLIE_EMAIL,
     # the planted fault: where the group shots are (and why) is dropped
     ["Ellie Hadley wants the sparkler exit at 10.45pm"]),
    ("19.4.36", "2nd shooter for the Hadleys = Tom B, £250, he'll get there 12ish for the boys getting ready at "
                "the Dolphin pub",
     ["Tom B is second shooter at the Hadley wedding for £250, arriving about 12",
      "The groom's party get ready at the Dolphin pub"]),
    ("Tue 5/5", "graphistudio samples came. hadleys want the 12x12 linen one, 40pp. must reorder batteries for "
                "the speedlites b4 june",
     ["The Hadleys want the 12x12 linen album with 40 pages",
      "Reorder speedlite batteries before June"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lauren_photo"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ELLIE_EMAIL:
                assert "walled garden" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are we doing the group shots at the hadley wedding sat? want to go and scout it tmrw"
    with turn_span("question Thu 18/6"):
        hits = []
        for query in ("Hadley group shots where", "Hadley wedding venue lawn", "group photos location"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 18 June 2036. You are talking to Lauren, the photographer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("front lawn after the confetti" in c for c in context), context
        assert any("sparkler exit" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("walled", "orangery", "drainage", "kim")), stored
        reply = answer(question, context, mock="On the front lawn, straight after the confetti - Ellie's sending "
                                               "her list of 12 groups.")
finish(question, expected="round the back in the walled garden by the orangery - the lawn's being dug up",
       actual=reply)
