"""Batch 81 (held out). A plumber's job diary: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per diary note.

App: Gaz Holt (sole trader, plumbing + heating) voice-types diary notes in the van; they go into mem0 with
``memory.add(messages, user_id="gaz-holt-plumbing", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Seven notes, late Sept - early Oct 2032. The app answers Gaz's questions from a search of the memories.

Planted fault (ExtractionError, omitted at extraction): the note of 5/10 says Mrs Dunmore rang to ask for Thursday
at 2 rather than 10 (she's at the eye clinic in the morning), and in the same breath orders six 15mm elbows on the
Plumbase account and says Kowalski has paid his £185. The extraction keeps the elbows and the payment and drops the
new time. The 1/10 note booked her cistern job for Thu 7th at 10am. Question (Wed 6/10 evening): "what time am I at
Mrs Dunmore's tomorrow?" -> expected 2pm. The assistant says 10.

Expected verdict: ExtractionError at mem0.extract inside the 5/10 add (fault() wraps that one add). Asserted: the
note has the 2pm; no stored memory mentions 2pm or the eye clinic, while the elbows from the same note and the
original 10am booking are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b81_mem0_plumber_dunmore_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gaz-holt-plumbing"
RANG = ("mrs dunmore rang back - can i do thurs at 2 not 10, shes got the eye clinic at the General in the "
        "morning n her son's driving her. said no prob. ALSO 6x 15mm compression elbows + ptfe tape from plumbase "
        "on the acct, pick up fri. kowalski finally paid the £185 (bacs) 👍")
NOTES = [
    ("27/9/32", "boiler service Mr+Mrs Achebe 3 Linden Cl done, worcester 30i, flue ok, co reading fine. £85 "
                "cash. they want a quote for a new rad in the back bedroom",
     ["Serviced the Achebes' Worcester 30i boiler at 3 Linden Close, £85 paid in cash",
      "The Achebes want a quote for a new radiator in the back bedroom"]),
    ("Tue 28th", "kowalski job (outside tap + new stopcock) invoiced £185, 14 days. van needs tyres b4 winter",
     ["Invoiced Kowalski £185 for the outside tap and new stopcock, 14 day terms",
      "The van needs new tyres before winter"]),
    ("1 Oct", "mrs dunmore 14 ashgrove rd - cistern keeps running + new isolating valve under the basin, booked "
              "thurs 7th 10am. she'll leave the back gate open, dog is friendly (ish)",
     ["Mrs Dunmore, 14 Ashgrove Road: running cistern and a new isolating valve under the basin, booked for "
      "Thursday 7 October at 10am",
      "Mrs Dunmore leaves the back gate open; her dog is friendly"]),
    ("2/10", "quote for achebes rad sent, 600x1000 double panel fitted £320 inc TRV",
     ["Quoted the Achebes £320 for a 600x1000 double panel radiator fitted, including a TRV"]),
    ("5/10", RANG,
     # the planted fault: Mrs Dunmore's move to 2pm is dropped
     ["Ordered six 15mm compression elbows and PTFE tape from Plumbase on the account, collect Friday",
      "Kowalski paid the £185 invoice by bank transfer"]),
    ("5.10.32 pm", "emergency callout - burst pipe under sink at the Co-op on Market St, 6.40pm-8.15, £140 callout "
                   "+ parts, invoice their head office",
     ["Emergency callout to the Co-op on Market Street for a burst pipe under the sink, 6.40pm to 8.15pm, £140 "
      "callout plus parts, invoice head office"]),
    ("Weds 6th", "Thurs plan: Achebes said yes to the rad, do it fri wk. tyres booked sat 9am kwik fit",
     ["The Achebes accepted the radiator quote, to be fitted Friday next week",
      "Van tyres booked at Kwik Fit for Saturday 9am"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gaz-diary"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"diary-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == RANG:
                assert "thurs at 2 not 10" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time am I at Mrs Dunmore's tomorrow?"
    with turn_span("question Wed 6/10 evening"):
        hits = []
        for query in ("Mrs Dunmore appointment time Thursday", "jobs booked Thursday 7 October", "Plumbase order",
                      "Ashgrove Road cistern"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 6 October 2032, 7.30pm. You are talking to Gaz, the plumber."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("booked for Thursday 7 October at 10am" in c for c in context), context
        assert any("six 15mm compression elbows" in c for c in context), context
        assert not any("2pm" in s or " 2 " in s or "eye clinic" in s.lower() for s in stored + context[1:]), stored
        reply = answer(question, context, mock="10am at 14 Ashgrove Road - the running cistern and the isolating "
                                               "valve. She'll leave the back gate open.")
finish(question, expected="2 in the afternoon - she's at the hospital in the morning", actual=reply)
