"""Batch 50 (held out). A plumber's van diary: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gaz Jenkins (GJ Plumbing & Heating, one van, his nephew Liam labouring two days a week) dictates his van diary
into an assistant at the end of each job: jobs, parts, invoices, who's paid. Each note goes in with
``memory.add(messages, user_id="gj-van", metadata={"date": ...})`` and mem0's LLM pulls the facts out. Ten notes,
16 Feb - 18 Mar 2026.

Planted fault (ExtractionError, omitted at extraction): on Tue 3/3 Gaz notes: "Mrs Okafor 22 Beech Ave - combi swap
is a go, Worcester 4000 30kW, £2,150 all in inc flush + magnetic filter, fitting mon 16th. she's already sent £500
up front by bank transfer (ref OKAFOR BOILER), saw it land. order the boiler thurs from City Plumbing". The
extraction keeps the job, the price, the date and the order, and drops the £500 she has paid. Question (Wed 18/3,
job done): "how much is Mrs Okafor still owing for the boiler?" -> expected £1,650. The assistant says £2,150.

Expected verdict: ExtractionError at mem0.extract inside the 3/3 add (fault() wraps that one add). Asserted: the note
says £500; no stored memory does, while the price and the City Plumbing order from the same note are in the
context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b50_mem0_plumber_boiler_balance_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gj-van"
OKAFOR = ("Mrs Okafor 22 Beech Ave - combi swap is a go, Worcester 4000 30kW, £2,150 all in inc flush + magnetic "
          "filter, fitting mon 16th. she's already sent £500 up front by bank transfer (ref OKAFOR BOILER), saw it "
          "land. order the boiler thurs from City Plumbing")
NOTES = [
    ("2026-02-16", "mon - Mr Hale's leaking stopcock under the sink, 15mm, swapped it, 1hr + parts £18, he paid cash "
                   "£78. his downstairs loo cistern's on the way out too, told him",
     ["Replaced Mr Hale's 15mm stopcock under the sink; 1 hour plus £18 parts; paid £78 cash",
      "Mr Hale's downstairs toilet cistern will need replacing soon"]),
    ("2026-02-18", "van MOT due 2/4!! booked Merton's garage 8am. also the back door seal's going, water in the parts "
                   "bins when it rains",
     ["Van MOT booked at Merton's garage 2 April 8am", "Van back door seal leaking into the parts bins"]),
    ("2026-02-20", "went to look at Mrs Okafor's boiler (22 Beech Ave), old Baxi 105e, 19 yrs old, heat exchanger "
                   "cracked - not worth fixing. quoting her for a combi swap",
     ["Mrs Okafor (22 Beech Ave) has a 19-year-old Baxi 105e with a cracked heat exchanger; not worth repairing",
      "Quoting Mrs Okafor for a combi boiler swap"]),
    ("2026-02-24", "Liam's on tues + thurs from march, £12.50/hr, he's doing his level 2 at the college on weds",
     ["Liam labours Tuesdays and Thursdays from March at £12.50 an hour",
      "Liam studies for his level 2 at college on Wednesdays"]),
    ("2026-02-27", "invoice 1187 the Greens (Orchard Way) rads quote sent, £1,480 for 6 rads + TRVs, waiting to hear",
     ["Quote 1187 sent to the Greens (Orchard Way): 6 radiators plus TRVs for £1,480"]),
    ("2026-03-03", OKAFOR,
     # the planted fault: the £500 she has already paid is not extracted
     ["Mrs Okafor's combi swap confirmed: Worcester 4000 30kW, £2,150 all in including flush and magnetic filter",
      "Fitting Mrs Okafor's new boiler on Monday 16 March",
      "Order Mrs Okafor's boiler on Thursday from City Plumbing"]),
    ("2026-03-06", "City Plumbing - boiler + flue kit + filter ordered, acct, deliv to the yard weds 11th am. "
                   "trade price £1,240 all told",
     ["Boiler, flue kit and filter ordered from City Plumbing on account, £1,240 trade; delivery to the yard "
      "Wednesday 11 March morning"]),
    ("2026-03-10", "burst pipe in the loft at the Scouts hut, emergency, 2 hrs sat night, £140 - Dai the treasurer "
                   "says they'll pay end of month",
     ["Emergency burst pipe in the Scout hut loft, 2 hours Saturday night, £140; the Scouts' treasurer Dai will "
      "pay at the end of the month"]),
    ("2026-03-16", "Okafor boiler in, took all day, Liam helped. flushed, filter on, she's happy. gas safe "
                   "registration done on the app, benchmark filled in",
     ["Mrs Okafor's boiler fitted on 16 March with Liam; system flushed and filter fitted",
      "Gas Safe registration and benchmark done for Mrs Okafor's boiler"]),
    ("2026-03-18", "need to send Mrs O her final invoice today. also ring Mr Hale re the cistern, he's asked for a "
                   "price",
     ["Send Mrs Okafor her final invoice on 18 March", "Ring Mr Hale with a price for the cistern"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gj-van"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == OKAFOR:
                assert "£500 up front" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much is Mrs Okafor still owing for the boiler?"
    with turn_span("question Wed 18/3"):
        hits = []
        for query in (question, "Mrs Okafor boiler price paid", "Okafor invoice bank transfer"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 18 March 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("£2,150 all in" in c for c in context), context
        assert any("City Plumbing" in c and "Thursday" in c for c in context), context
        assert not any("500" in s or "up front" in s or "transfer" in s for s in stored + context), stored
        reply = answer(question, context, mock="£2,150 - that's the all-in price for the Worcester swap, and "
                                               "there's no payment from her logged yet.")
finish(question, expected="£1,650 - the £2,150 less the 500 she paid up front", actual=reply)
