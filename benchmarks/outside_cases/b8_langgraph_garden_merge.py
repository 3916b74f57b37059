"""Batch 8 (held out). Gardening club allotment register: LangGraph InMemoryStore, JSON values, script style.

App: the club's assistant keeps one record per member under ("allotments", "members"), key = member slug, value =
{"text": ..., "plot": ..., "fee_paid": ...}; the plot number is a field of the value (the text also says it).
The committee secretary updates records in the assistant when plots change. Every April a renewal sync merges the
membership spreadsheet (exported in March) into the records: ``merged = {**current, **sheet_row}``.

Planted fault (UpdateError, merge of stale and new): on 3 April Ines Duarte moves from plot 9 to plot 14 (put,
"moved to plot 14 from April 2026"). On 6 April the renewal sync merges her March spreadsheet row over the record;
the row's stale "text" and "plot" (plot 9) win over the current values, and only the new fee field is right.
Question: "Which plot does Ines Duarte have this season?" -> expected "Plot 14". The assistant answers "Plot 9".

Expected verdict: UpdateError at the renewal sync's langgraph.store.put of Ines's record (inside fault()).
Asserted: the value read for the answer says plot 9 and never 14.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_langgraph_garden_merge", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("allotments", "members")
store = InMemoryStore()
members = {
    "ines-duarte": {"text": "Ines Duarte has plot 9 (joined 2023).", "plot": "9", "fee_paid": "2025"},
    "gareth-lloyd": {"text": "Gareth Lloyd has plot 14 until March 2026, then gives it up.", "plot": "14",
                     "fee_paid": "2025"},
    "mei-chen": {"text": "Mei Chen has plot 3 and runs the seed swap.", "plot": "3", "fee_paid": "2025"},
}
for key, value in members.items():
    store.put(NS, key, value)

# 3 April 2026: the secretary records the move
store.put(NS, "ines-duarte", {"text": "Ines Duarte moved to plot 14 from April 2026 (plot 9 handed back).",
                              "plot": "14", "fee_paid": "2025"})
store.put(NS, "gareth-lloyd", {"text": "Gareth Lloyd gave up plot 14 at the end of March 2026.", "plot": "",
                               "fee_paid": "2025"})

# 6 April 2026: renewal sync from the March spreadsheet export
SHEET = {
    "ines-duarte": {"text": "Ines Duarte has plot 9, renewed for 2026, fee £35 paid.", "plot": "9",
                    "fee_paid": "2026"},
    "mei-chen": {"text": "Mei Chen has plot 3, renewed for 2026, fee £35 paid.", "plot": "3", "fee_paid": "2026"},
}
for key, row in SHEET.items():
    current = store.get(NS, key).value
    merged = {**current, **row}  # the bug: the stale spreadsheet row wins over the current record
    if key == "ines-duarte":
        with fault():
            store.put(NS, key, merged)
    else:
        store.put(NS, key, merged)

question = "Which plot does Ines Duarte have this season?"
item = store.get(NS, "ines-duarte")
context = [f"{item.value['text']} (plot field: {item.value['plot']}; fee paid for {item.value['fee_paid']})"]
assert "plot 9" in context[0] and "14" not in context[0], context
reply = answer(question, context, mock="Ines Duarte has plot 9 this season.")
finish(question, expected="Plot 14", actual=reply)
