"""Batch 53 (held out). A physio clinic's diary notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Ffion runs a two-room physio clinic (Ffion and her associate Gareth, receptionist Lyn). Between patients she
dictates diary notes into an assistant - bookings, exercise changes, invoices, the odd bit of admin - with
``memory.add(messages, user_id="ffion-physio", metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten notes,
1 - 12 June 2026.

Planted fault (ExtractionError, omitted at extraction): on 5/6 Ffion notes "Mr Okafor (L knee, post ACL, wk 9) -
new job starts mon so he can't do tues 10.15 any more, moved him to thurs 8.40am from the 18th, same 45 min slot.
progressed him: add single leg bridges 3x10 + step-downs off the 2nd stair. invoice goes to Bupa from now, not him,
policy no. on his file". The extraction keeps the exercises and the Bupa invoicing and drops the new Thursday 8.40
slot. Question (Mon 15/6, Lyn on the front desk): "what time's Mr Okafor coming in this week?" -> expected 8.40 on
Thursday morning. The assistant goes by the booking note: 10.15 Tuesday.

Expected verdict: ExtractionError at mem0.extract inside the 5/6 add (fault() wraps that one add). Asserted: the note
says 8.40; no stored memory does, while the bridges and the Bupa facts from the same note are in the context.
Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b53_mem0_physio_okafor_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ffion-physio"
OKAFOR = ("Mr Okafor (L knee, post ACL, wk 9) - new job starts mon so he can't do tues 10.15 any more, moved him to "
          "thurs 8.40am from the 18th, same 45 min slot. progressed him: add single leg bridges 3x10 + step-downs off "
          "the 2nd stair. invoice goes to Bupa from now, not him, policy no. on his file")
NOTES = [
    ("2026-06-01", "Okafor, Daniel - ACL recon L knee (op 6/4 at the Spire). weekly tues 10.15 w me, 45 mins. "
                   "quads lag still, keep the SLR + mini squats. pays card on the day",
     ["Daniel Okafor: ACL reconstruction left knee, operated 6 April at the Spire",
      "Daniel Okafor has a weekly 45 minute session on Tuesdays at 10.15 with Ffion",
      "Daniel Okafor's exercises: straight leg raises and mini squats",
      "Daniel Okafor pays by card on the day"]),
    ("2026-06-02", "Mrs Rees (frozen shoulder R) - Gareth's now, wed 2pm. she prefers him, fine by me lol",
     ["Mrs Rees (right frozen shoulder) now sees Gareth on Wednesdays at 2pm"]),
    ("2026-06-02", "couch roll + ultrasound gel low, Lyn to order from Physique, also the big theraband roll (green)",
     ["Order couch roll, ultrasound gel and a green theraband roll from Physique"]),
    ("2026-06-03", "Tom Price (runner, R achilles) 3rd visit - loading going well, heel drops 3x15 off the step, "
                   "can try a 5k parkrun sat if pain < 3/10. £48 paid",
     ["Tom Price (right achilles): heel drops 3x15 off a step",
      "Tom Price may try a 5k parkrun on Saturday if pain stays under 3/10",
      "Tom Price paid £48"]),
    ("2026-06-05", OKAFOR,
     # the planted fault: the move to Thursday 8.40 from the 18th is not extracted
     ["Daniel Okafor progressed: add single leg bridges 3x10 and step-downs off the second stair",
      "Daniel Okafor's invoices go to Bupa from now on; policy number on his file",
      "Daniel Okafor is starting a new job"]),
    ("2026-06-08", "Gareth off w/c 22/6 (his sister's wedding in Cork), move his pts to me or the week after",
     ["Gareth is off the week commencing 22 June; his patients move to Ffion or the week after"]),
    ("2026-06-09", "Mrs Rees says Gareth's doing wonders, 20 deg more ER already. she brought biscuits",
     ["Mrs Rees has gained 20 degrees of external rotation"]),
    ("2026-06-10", "new pt fri 12th 11am - Bev Hollis, lower back, GP referral, 1 hr initial",
     ["New patient Bev Hollis (lower back, GP referral) on Friday 12 June at 11am, one-hour initial assessment"]),
    ("2026-06-11", "HCPC renewal done, £196 (ouch). CPD log needs updating before Aug",
     ["HCPC registration renewed for £196; CPD log to update before August"]),
    ("2026-06-12", "Bev Hollis seen - L4/5 facet, McKenzie ext + walking 20 mins x2 a day, back in 2 wks",
     ["Bev Hollis: L4/5 facet joint, McKenzie extensions and 20 minute walks twice a day, review in two weeks"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ffion-physio"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == OKAFOR:
                assert "thurs 8.40am" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's Mr Okafor coming in this week?"
    with turn_span("question Mon 15/6"):
        hits = []
        for query in (question, "Daniel Okafor appointment slot day time", "Okafor knee session weekly"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 June 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("single leg bridges" in c for c in context), context
        assert any("Bupa" in c for c in context), context
        assert any("Tuesdays at 10.15" in c for c in context), context
        assert not any("8.40" in s or "Thursday" in s for s in stored + context), stored
        reply = answer(question, context, mock="Tuesday at 10.15 - his usual weekly 45 minutes with Ffion.")
finish(question, expected="Thursday, twenty to nine in the morning", actual=reply)
