"""Batch 83 (held out). A mobile hairdresser's round: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Tess does hair in people's homes round the villages. After each day or phone call she types a note into her
round assistant, which goes into mem0 with ``memory.add(messages, user_id="tess-round", metadata={"date": ...})``;
mem0's LLM pulls out the facts. Seven notes, Sept - Nov 2031.

Planted fault (ExtractionError, omitted at extraction): Tess's note of 10/11 says Mrs Okafor's daughter rang, the
chiropodist comes Thursday at 10 so could Tess come at quarter past 11, fine, and the Pattersons are happy to go
first at 10; the same note says she bought the new Wahl clippers (£89) and paid the van insurance. The extraction
keeps the clippers and the insurance and drops the times. The standing note (Sept) says Mrs Okafor is every other
Thursday at 10am. Question (Wed 12/11): "what time am I at Mrs Okafor's tomorrow?" -> expected 11.15. The
assistant says 10.

Expected verdict: ExtractionError at mem0.extract inside the 10/11 add (fault() wraps that one add). Asserted: the
note has the 11.15; no stored memory mentions it or the chiropodist, while the clippers from the same note and the
standing 10am booking are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b83_mem0_hair_okafor_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tess-round"
MOVED = ("Mrs O's daughter (Grace) rang - chiropodist is coming to her thurs at 10 so can I come quarter past 11, "
         "said fine. pattersons happy to go first at 10, they're early birds anyway. got the new wahl clippers "
         "£89 from sally's, + paid the van insurance (£412 ouch, up £40 on last yr)")
NOTES = [
    ("2031-09-04", "REGULARS thurs: Mrs Okafor, Rosemary Ct flat 6, every other thurs 10am wash + set £24, buzzer "
                   "doesn't work ring her mobile. then Pattersons (no 3 Mill Lane) 2 gents cuts £18 each",
     ["Mrs Okafor (Rosemary Court, flat 6): every other Thursday at 10am, wash and set, £24",
      "Mrs Okafor's buzzer doesn't work - ring her mobile",
      "The Pattersons (3 Mill Lane): two gents' cuts at £18 each on Thursdays after Mrs Okafor"]),
    ("17th Sept", "Mrs Dale wants a perm before her grandson's christening, booked tue 11/11 9.30, £55",
     ["Mrs Dale: perm booked Tuesday 11 November at 9.30, £55"]),
    ("2/10/31", "van's back from the garage, new tyres x2 £168. mileage claim form for the tax man in the glovebox",
     ["Van has two new tyres (£168)", "Mileage claim form is in the van's glovebox"]),
    ("Oct 23", "Mr Patterson says can I do his eyebrows next time lol. Mrs O wants to try a rinse, silver not "
               "blue!!",
     ["Mr Patterson wants his eyebrows trimmed next time",
      "Mrs Okafor wants to try a silver rinse (not blue)"]),
    ("10/11", MOVED,
     # the planted fault: the new times are dropped
     ["Bought new Wahl clippers for £89 from Sally's",
      "Van insurance paid: £412, up £40 on last year"]),
    ("11.11", "Mrs Dale's perm done, she's thrilled, paid cash. Gary at no 14 wants a trim in a fortnight",
     ["Mrs Dale's perm done and paid in cash",
      "Gary at no 14 wants a trim in a fortnight"]),
    ("12 Nov", "low on setting lotion + end papers, order from sally's fri",
     ["Running low on setting lotion and end papers - order from Sally's on Friday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tess-round"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVED:
                assert "quarter past 11" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time am I at Mrs Okafor's tomorrow?"
    with turn_span("question Wed 12/11"):
        hits = []
        for query in ("Mrs Okafor Thursday appointment time", "Rosemary Court wash and set", "Pattersons cuts",
                      "clippers van"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 12 November 2031. You are talking to Tess, the mobile hairdresser."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("every other Thursday at 10am" in c for c in context), context
        assert any("Wahl clippers" in c for c in context), context
        assert not any("11.15" in s or "quarter past" in s or "chiropod" in s.lower() for s in stored + context[1:]), \
            stored
        reply = answer(question, context, mock="10am - it's her every-other-Thursday wash and set (£24). Remember to "
                                               "ring her mobile, the buzzer's broken.")
finish(question, expected="a quarter past eleven", actual=reply)
