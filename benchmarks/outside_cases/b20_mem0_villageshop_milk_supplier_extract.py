"""Batch 20 (held out). A village shop's day book: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Carol runs the shop and post office counter in Long Whatton and types quick notes into an assistant after
closing; each is stored with ``memory.add(messages, user_id="whatton-stores", metadata={"date": ...})`` and mem0's
LLM extracts the facts. Seventeen notes over August-September about suppliers, orders, the paper round, the till.
Several share words with the question (Dairy Direct's invoices and price rises, Hollins Farm's eggs, the bread
delivery days).

Planted fault (ExtractionError, omitted at extraction): the note of Wed 27/8 reads "Dairy Direct putting milk up
AGAIN from 1/9 (4p a pint). Had enough - rang Hollins Farm, Jen says they can do us milk + cream from Mon 8/9, Tue
and Fri drops, 6.30ish. Told DD last drop Sat 6/9". The extraction keeps the price rise and drops the switch to
Hollins Farm. Question (Fri 12/9): "Who's bringing our milk now?" -> expected "Hollins Farm (Jen), since Mon 8/9,
Tuesday and Friday drops". The assistant says Dairy Direct.

Expected verdict: ExtractionError at mem0.extract inside the 27/8 add (fault() wraps that one add). Asserted: the note
says Hollins Farm does the milk from 8/9; no stored memory and nothing in the context ties Hollins Farm to milk,
while the price rise from the same note is in the context. Another reading: none that we see; the search returns
every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b20_mem0_villageshop_milk_supplier_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

SHOP = "whatton-stores"
MILK_NOTE = ("Dairy Direct putting milk up AGAIN from 1/9 (4p a pint). Had enough - rang Hollins Farm, Jen says they "
             "can do us milk + cream from Mon 8/9, Tue and Fri drops, 6.30ish. Told DD last drop Sat 6/9")
NOTES = [
    ("2025-08-04", "Bread - Warburtons Mon/Wed/Fri, Crusty Cob (local) does the sourdough Sat only, 8 loaves",
     ["Warburtons delivers bread on Monday, Wednesday and Friday",
      "Crusty Cob delivers 8 sourdough loaves on Saturdays only"]),
    ("2025-08-05", "Hollins Farm eggs 15 trays a wk, Jen drops Thurs. GBP 2.10 a half dozen to us",
     ["Hollins Farm (Jen) supplies 15 trays of eggs a week, delivered Thursdays, at GBP 2.10 a half dozen"]),
    ("2025-08-07", "Dairy Direct invoice July GBP 612.40 - paid by BACS. Their driver keeps leaving crates in the rain",
     ["The Dairy Direct invoice for July was GBP 612.40 and was paid by BACS"]),
    ("2025-08-08", "Paper round - Alfie leaving end of Aug (uni), Maisie's brother Josh starting 1/9, GBP 25/wk",
     ["Alfie leaves the paper round at the end of August",
      "Josh starts the paper round on 1 September at GBP 25 a week"]),
    ("2025-08-11", "Booker order Tues - low on bin bags, tea bags (Yorkshire 160s), loo roll. Spend GBP 480ish",
     ["A Booker order of about GBP 480 goes in on Tuesday for bin bags, tea bags and loo roll"]),
    ("2025-08-13", "Fridge 2 (dairy one) making that noise again. Coolserve coming Fri am",
     ["The dairy fridge is noisy and Coolserve is coming on Friday morning"]),
    ("2025-08-15", "Coolserve - fan motor, fixed, GBP 145. Said the fridge is on borrowed time",
     ["Coolserve replaced the dairy fridge's fan motor for GBP 145"]),
    ("2025-08-18", "Post office: cash delivery now Weds not Tues from Sept (G4S change)",
     ["From September the post office cash delivery comes on Wednesdays"]),
    ("2025-08-20", "Village show Sat 30/8 - doing the teas stall outside, need 6 pints extra + 2 cream",
     ["The shop is doing a teas stall at the village show on Saturday 30 August",
      "The teas stall needs 6 extra pints of milk and 2 cream"]),
    ("2025-08-22", "Dairy Direct short again - 10 x 2pt semi ordered, 6 came. Rang them, credit note",
     ["Dairy Direct delivered 6 of 10 two-pint semi-skimmed and gave a credit note"]),
    ("2025-08-27", MILK_NOTE,
     # the planted fault: the switch of milk supplier to Hollins Farm is not extracted
     ["Dairy Direct is raising its milk price by 4p a pint from 1 September"]),
    ("2025-08-29", "Crusty Cob asked if we want Weds sourdough too - said try 4 for a month",
     ["Crusty Cob will also deliver 4 sourdough loaves on Wednesdays for a month's trial"]),
    ("2025-09-01", "Josh did his first round, only forgot no. 14. Mrs Pike not happy lol",
     ["Josh did his first paper round and missed number 14"]),
    ("2025-09-03", "Card machine fees going up (Dojo) - look at Zettle? ask Raj at the chippy what he uses",
     ["Dojo card machine fees are going up"]),
    ("2025-09-05", "Village show teas made GBP 186 for the church roof. Milk just about lasted",
     ["The village show teas stall raised GBP 186 for the church roof"]),
    ("2025-09-09", "Jen's first drop this morning, lovely stuff, glass bottles back to her Fri. Customers asking for "
                   "the gold top",
     ["Jen's first delivery came this morning", "Customers are asking for gold top"]),
    ("2025-09-10", "Booker - Christmas catalogue out, order by 17/10 for the selection boxes",
     ["Booker's Christmas order for selection boxes must be in by 17 October"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="whatton-stores"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MILK_NOTE:
                assert "Hollins Farm" in note and "milk + cream from Mon 8/9" in note
                with fault():
                    memory.add(msgs, user_id=SHOP, metadata={"date": day})
            else:
                memory.add(msgs, user_id=SHOP, metadata={"date": day})
    question = "Who's bringing our milk now?"
    with turn_span("question Fri 12/9"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": SHOP})["results"]
        context = ["Today is Fri 12/9/25."] + [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": SHOP}, top_k=200)["results"]]
        assert any("raising its milk price by 4p" in c for c in context), context
        assert not any("Hollins" in s and ("milk" in s.lower() or "cream" in s.lower()) for s in stored + context), \
            stored
        reply = answer(question, context, mock="Dairy Direct - though they've put the price up 4p a pint from 1 "
                                               "September, and they were short on the 22nd.")
finish(question, expected="Hollins Farm (Jen) - milk and cream since Mon 8 Sept, Tuesday and Friday drops; Dairy "
                          "Direct stopped after Sat 6/9", actual=reply)
