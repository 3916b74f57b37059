"""Batch 344 (held out). Three siblings sharing the care of their elderly father: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per email and one for the
question.

App: Claire, Dan and Mark Hollis look after their dad, Frank (84), who lives on his own in Totnes since he came out
of hospital in late February 2027 - his pills in blister packs from the chemist, a carer at lunchtimes, the GP and
the podiatrist, and a rota of who goes down at the weekend. The siblings' email thread is fed, one email at a
time, into the family's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; they ask it things
when they're doing Dad's pills or booking trains.

Planted fault (ExtractionError, a fact dropped at extraction): Claire's email of Monday the first of March lists
Dad's tablets after the discharge - amlodipine 10mg in the morning, ramipril 2.5mg at night, apixaban 2.5mg twice a
day. Mark's long email of Monday the fifteenth of March (a reply quoting Claire's "how did the GP go?") says that
Dr Okafor thinks the dizzy spells are his blood pressure dropping too low, so she's halved the amlodipine - 5mg from
now on, new prescription sent to the chemist - and, in other paragraphs, that the car's MOT is due the second week
of April and that he's booked the podiatrist for a fortnight on Wednesday. The extraction keeps the MOT and the
podiatrist and drops the dose change: the 10mg is the only amlodipine dose stored. Question (Dan, Thursday the first
of April, doing Dad's pills for the weekend): "how many mg of amlodipine is Dad meant to be on now?" -> expected 5mg
(halved by Dr Okafor). The assistant says 10mg.

Expected verdict: ExtractionError at mem0.extract inside the add of Mark's 15 March email (fault() wraps that one
add): the email given to mem0 has the halved dose, and what was made from it leaves that out, so the store never
held the number the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the email names the 5mg; no stored memory or context line mentions a 5mg dose, halving, Dr Okafor or the dizzy
spells; the MOT from the same email is stored; the first email's "amlodipine 10mg" is in the context.
"""
from __future__ import annotations

import re
import tempfile

from common import answer, fault, finish, setup

setup("b344_mem0_dad_care_amlodipine_dose_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollis-siblings-dad"
CUT = """From: Mark Hollis
Date: Monday 15 March 2027, 21:48
Subject: Re: Dad - GP, car, feet (sorry, long one)

Hi Claire, hi Dan,

Sorry it's taken me all weekend to write this up properly, Lucy had a tournament in Exeter on Saturday and I was
shattered by Sunday night.

The GP on Friday went fine, honestly better than I expected. Dr Okafor thinks the dizzy spells are his blood
pressure going too low rather than anything to do with his heart, so she's halved the amlodipine - it's 5mg from now
on, one in the morning as before. She's sent the new prescription straight to the chemist so the blister packs from
next week should have the smaller tablet in. She wants to see him again in six weeks.

Separately, he's on about the car again. The garage say the MOT is due the second week of April and I really don't
think we should put it through, but I'm not having that argument on my own, so can we talk about it at Easter?

Oh and I've booked the podiatrist for a fortnight on Wednesday, 10.20, she comes to the house. He was very
pleased about that, for once.

> On Fri 12 Mar 2027, Claire wrote:
> How did the GP go?? Did you remember to mention the dizzy spells? x

Mark"""
EMAILS = [
    ("2027-03-01T08:12", """From: Claire Hollis
Date: Monday 1 March 2027, 08:12
Subject: Dad's tablets + who's going down when

Hi both,

Right, I've finally got the discharge letter typed up so we're all working off the same list. Dad's tablets now
are: amlodipine 10mg in the morning, ramipril 2.5mg at night, and the new blood thinner, apixaban 2.5mg twice a day
(morning and teatime, with food). The chemist on Fore Street is doing them in blister packs, collected Fridays.

I can do Tuesdays and Thursdays after work as usual. Can we sort the weekends between you two? I know it's further
for Dan. Also he keeps asking where his good reading glasses are, if either of you took them home by mistake!

Love, Claire x""",
     ["Dad takes amlodipine 10mg in the morning",
      "Dad takes ramipril 2.5mg at night and apixaban 2.5mg twice a day with food",
      "Dad's blister packs come from the chemist on Fore Street, collected Fridays",
      "Claire visits Dad on Tuesdays and Thursdays after work"]),
    ("Wed 3 Mar", """From: Dan Hollis
Date: Wednesday 3 March 2027, 19:05
Subject: Re: Dad's tablets + who's going down when

Hi all,

Thanks Claire, that list is brilliant. I've printed it and stuck it on his fridge next to the calendar.

Weekends: I'll take the first and third of the month and Mark the second and fourth, and whoever's free does the
odd fifth one? I'll get the train down on the Friday night and do the big shop on Saturday morning.

No sign of the glasses here, sorry. Have you looked in the car?

Dan""",
     ["Dan covers the first and third weekends of the month, Mark the second and fourth",
      "Dan takes the train down on Friday night and does the big shop on Saturday morning"]),
    ("Mon 15 Mar", CUT,
     # the planted fault: the halved amlodipine dose is dropped
     ["Dad's car MOT is due the second week of April; the siblings will talk about it at Easter",
      "Mark booked the podiatrist for Dad, a home visit at 10.20"]),
    ("Sun 28 Mar", """From: Claire Hollis
Date: Sunday 28 March 2027, 17:30
Subject: Carers - Rosa starts tomorrow

Hi both,

Just to say the agency have confirmed Rosa will come every weekday lunchtime from tomorrow, 12 till 1, to do his
lunch and check he's had his tablets. She seems lovely, she's from Porto and he's already asking her about the
football.

I'll leave the spare key in the key safe, the code is the same as the shed.

Love, C x""",
     ["Rosa from the care agency comes every weekday lunchtime 12 till 1 from Monday 29 March",
      "The spare key to Dad's house is in the key safe"]),
]
EXTRACTED = {text[:50]: facts for _, text, facts in EMAILS}
assert len(EXTRACTED) == len(EMAILS)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


FIVE = re.compile(r"(?<![\d.])5 ?mg")

with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollis-dad-2027"))
    for i, (day, text, _) in enumerate(EMAILS, 1):
        msgs = [{"role": "user", "content": text}]
        with turn_span(f"email-{i} {day}"):
            if text == CUT:
                assert "it's 5mg from now" in text
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many mg of amlodipine is Dad meant to be on now? doing his pills for the weekend"
    with turn_span("question Thu 1 Apr"):
        hits = []
        for query in ("amlodipine dose", "Dad's tablets", "blood pressure medication"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thursday 1 April 2027. You are talking to Dan Hollis, who shares the care of his father "
                   "Frank with his sister Claire and brother Mark."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(FIVE.search(s) for s in stored + context[1:]), stored
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("halved", "okafor", "dizzy", "too low")), stored
        assert any("amlodipine 10mg" in c for c in context), context
        assert any("MOT" in s for s in stored), stored
        reply = answer(question, context, mock="10mg - one amlodipine 10mg tablet in the morning.")
finish(question, expected="5mg - Dr Okafor halved it at the GP appointment (the dizzy spells)", actual=reply)
