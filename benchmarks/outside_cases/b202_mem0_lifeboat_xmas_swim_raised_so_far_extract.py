"""Batch 202 (held out). A lifeboat station's Christmas Day swim: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Criccieth lifeboat station's Christmas Day swim is Mon 25th Dec 2045, 11am off the beach by the station -
registration in the boathouse, £10 entry, fancy dress, sponsorship on a JustGiving page, hot chocolate from the WI
after. Kate (the station's fundraising secretary) types her notes into the station's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the crew and the press officer ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Kate's note of 3/12 has the JustGiving page on £1,210.
Her note of Tue 12th says the page is on £1,840 now, and Dai brought in the jar off the bar at the Ship - £310 in
cash, counted twice - so £2,150 all in so far; in the same note she asks swimmers to bring their own towels this
year, as the Marine can't lend theirs (mid refurb). The extraction keeps only the towels line: the new page total and
the £310 in cash are never stored, so "£1,210 on the JustGiving page" stays the only money line stored. Question
(Weds 20/12, Gareth, the station's press officer): "how much have we raised for the swim so far, all in? doing a bit
for the Cambrian News" -> expected £2,150 (£1,840 on JustGiving plus £310 cash from the Ship's jar). The assistant
says £1,210.

Expected verdict: ExtractionError at mem0.extract inside the Tue 12th add (fault() wraps that one add): the note given
to mem0 has the new total and the cash, and what was made from it leaves both out, so the store never held the
figures the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says £1,840, £310 and £2,150; no stored memory or context line has 1,840, 2,150, the £310, the Ship or the jar; the
£1,210 line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b202_mem0_lifeboat_xmas_swim_raised_so_far_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "criccieth-lifeboat-xmas-swim-kate"
MONEY = ("Tue 12th - JG's on £1,840!! 🎉 + Dai brought in the jar off the bar at the Ship, £310 in cash (counted it "
         "twice 😅) so £2,150 all in so far. ALSO swimmers bring your own towels this yr pls, the Marine can't lend "
         "theirs, they're mid refurb")
NOTES = [
    ("2045-11-20T19:40", "XMAS DAY SWIM 🎅🌊 11am off the beach by the station, reg from 10 in the boathouse. £10 "
                         "entry, all to the station. fancy dress encouraged!! JustGiving page is up, link on the fb",
     ["The Christmas Day swim is at 11am off the beach by the lifeboat station",
      "Registration for the swim is from 10am in the boathouse",
      "Entry to the swim is £10, all going to the station",
      "Fancy dress is encouraged for the swim",
      "There is a JustGiving page for the swim, linked on Facebook"]),
    ("3/12", "JG on £1,210 now 👏 thank u all. 38 swimmers signed up, need marshals tho - crew can't all swim AND "
             "watch lol",
     ["The JustGiving page for the swim is on £1,210 as of 3 Dec",
      "38 swimmers have signed up for the Christmas Day swim",
      "Marshals are needed for the swim"]),
    ("Tue 12th", MONEY,
     # the planted fault: the new JustGiving total and the £310 cash from the Ship's jar are dropped
     ["Swimmers should bring their own towels this year because the Marine Hotel can't lend theirs"]),
    ("18.12.", "marshals sorted - Huw, Sian + 2 of the shore crew in drysuits. hot choc + mince pies after from the "
               "WI, £2 a go, proceeds to us",
     ["Huw, Sian and two of the shore crew in drysuits are marshalling the swim",
      "The WI are doing hot chocolate and mince pies after the swim at £2, with the proceeds to the station"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="criccieth-xmas-swim-45"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MONEY:
            assert "£1,840" in note and "£310 in cash" in note and "£2,150 all in" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much have we raised for the swim so far, all in? doing a bit for the Cambrian News"
    hits = []
    for query in ("money raised for the swim", "JustGiving total", "sponsorship so far"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 20 Dec 2045. You are talking to Gareth, press officer at Criccieth lifeboat station; "
               "the Christmas Day swim is Mon 25 Dec."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("1,840", "2,150", "£310", "the ship", "jar")), stored
    assert any("on £1,210 as of 3 Dec" in c for c in context), context
    reply = answer(question, context, mock="£1,210 so far - that's what's on the JustGiving page.")
finish(question, expected="£2,150 - £1,840 on JustGiving plus £310 in cash from the jar at the Ship",
       actual=reply)
