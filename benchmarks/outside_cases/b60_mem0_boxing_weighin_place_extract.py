"""Batch 60 (held out). A boxing gym's juniors section: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Tony runs the juniors at Westfield ABC (a boxing gym over the old Co-op in Radstock; juniors Tues + Thurs
5.30-6.45, subs £4 a session). He dictates notes into mem0 as things happen with
``memory.add(messages, user_id="westfield-juniors", metadata={"date": ...})``; mem0's LLM pulls the facts out. Nine
notes, Jan - Mar 2027.

Planted fault (ExtractionError, omitted at extraction): on 24/2 Tony notes the show details: "Midsomer Norton show
sat 13/3 - Kian, Maisie + Tyler on the card (Tyler's first bout!!). weigh-in + medicals at the British Legion on
the high st this time NOT the venue, 5.30, the Miners' Welfare hasn't got a room for the doc. bouts from 7, £6 on
the door for parents". The extraction keeps the date, the three boxers, bouts at 7 and the £6 door money, and drops
where the weigh-in is. Tony's general note says weigh-ins are always at the venue. Question (Sat 13/3, Maisie's
dad): "where do we go for the weigh-in tonight?" -> expected the British Legion on the high street. The assistant
says the Miners' Welfare, the venue.

Expected verdict: ExtractionError at mem0.extract inside the 24/2 add (fault() wraps that one add). Asserted: the
note says British Legion; no stored memory mentions the Legion, while the show's date and boxers from the same note
are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b60_mem0_boxing_weighin_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "westfield-juniors"
SHOW = ("Midsomer Norton show sat 13/3 - Kian, Maisie + Tyler on the card (Tyler's first bout!!). weigh-in + "
        "medicals at the British Legion on the high st this time NOT the venue, 5.30, the Miners' Welfare hasn't got "
        "a room for the doc. bouts from 7, £6 on the door for parents")
NOTES = [
    ("2027-01-05", "juniors back tues 5th, 14 in, 2 new (twins, Leah + Lewis Marsh, 11). subs still £4 a go, tin on "
                   "the desk",
     ["Juniors restarted on Tuesday 5 January with 14 children",
      "New juniors: twins Leah and Lewis Marsh, aged 11",
      "Junior subs are £4 a session, paid into the tin on the desk"]),
    ("7/1/27", "shows generally - weigh-in's always at the venue, 90 mins before the first bout, bring the medical "
               "cards + the gum shields in named bags",
     ["At shows the weigh-in is at the venue, 90 minutes before the first bout",
      "Boxers bring medical cards and named bags with gum shields to shows"]),
    ("2027-01-14", "Kian's medical card runs out 28 Feb, his mum's booked the doc for the 20th",
     ["Kian's medical card expires 28 February; his doctor's appointment is on the 20th"]),
    ("Jan 21", "Dean (ABA coach, level 2) can cover thurs while I'm on nights, not tues tho",
     ["Dean, a level 2 coach, covers Thursday sessions while Tony is on nights"]),
    ("2027-02-02", "new gloves - 6 pr of 10oz from Sportsdirect, £89 the lot, from the raffle money",
     ["Bought six pairs of 10oz gloves for £89 from the raffle money"]),
    ("2027-02-24", SHOW,
     # the planted fault: the weigh-in place is not extracted
     ["Midsomer Norton show is on Saturday 13 March; Kian, Maisie and Tyler are boxing, Tyler's first bout",
      "At the Midsomer Norton show bouts start at 7pm",
      "Parents pay £6 on the door at the Midsomer Norton show"]),
    ("2027-03-02", "Maisie's down to 38.4kg, she needs to make 39 so she's fine, told her no chippy fri",
     ["Maisie weighs 38.4kg and needs to make 39kg"]),
    ("4.3.27", "minibus for the 13th - Steve's driving, leave the gym 4.45, back about 10.30",
     ["For the 13 March show the minibus leaves the gym at 4.45 with Steve driving, back about 10.30"]),
    ("2027-03-09", "Tyler's nervous, had a chat w his mum, do some pad work w him thurs",
     ["Tyler is nervous about his first bout; do pad work with him on Thursday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="westfield-juniors"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == SHOW:
                assert "British Legion" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do we go for the weigh-in tonight?"
    with turn_span("question Sat 13/3"):
        hits = []
        for query in (question, "Midsomer Norton show weigh-in medicals where", "weigh-in venue show"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 13 March 2027, the day of the Midsomer Norton show."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Kian, Maisie and Tyler are boxing" in c for c in context), context
        assert any("weigh-in is at the venue" in c for c in context), context
        assert not any("Legion" in s or "high st" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="The venue, the Miners' Welfare - weigh-in's 90 minutes before the "
                                               "first bout, so about 5.30.")
finish(question, expected="the British Legion on the high street, not the Miners' Welfare", actual=reply)
