"""Batch 118 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per note and one for the question.

App: Gaz Moran (plumber) and Lisa, who does his books, log job updates into a Zep thread as they come in; the helper
answers from a graph search of the facts.

Memory: Mr Kaur's back bedroom radiator (22 Linden Rd) is cold at the top - needs a new TRV and a bleed - and the
valve was on order from Plumbase; Plumbase rang and Gaz picked it up tues 14/4; then Mr Kaur texted that they're off
to Leicester for his mum's 80th, back the 28th, do it after that, no rush, it's only the spare room. Question (Fri
17/4, Gaz's apprentice Liam): "why haven't we done the kaur rad yet?" The assistant says the Kaurs are away in
Leicester till the 28th and asked for it after that. The label says waiting on the part from Plumbase - in memory,
but the part has been picked up.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b118_ctl_zep_plumber_kaur_rad_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "moran-jobs", "moran-jobs-log"
NOTES = [
    ("Gaz", "Kaur 22 Linden Rd - back bedroom rad cold at the top, needs a new TRV + a bleed. valve on order from "
            "Plumbase, waiting on it"),
    ("Lisa", "Henderson boiler invoice sent 8/4, £2090 inc the flue"),
    ("Gaz", "Plumbase rang, Kaur's TRV is in, picked it up tues 14/4 w the Okafor waste"),
    ("Lisa", "Mr Kaur texted - they're off to Leicester for his mum's 80th, back the 28th. do it after that, no rush "
             "he says it's only the spare room"),
    ("Gaz", "Okafor sink done thurs, half 8 till 1.30pm, paid cash"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gaz")
client = zep_client(server)
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "why haven't we done the kaur rad yet?"
with turn_span("question Fri 17/4"):
    facts = client.graph.search_edges(GRAPH, query="Kaur radiator TRV valve why not done", page_size=10).items
    context = ["Today is Fri 17 April 2037. You are talking to Liam, Gaz's apprentice."] + [f.fact for f in facts]
    assert any("valve on order from Plumbase, waiting on it" in c for c in context), context
    assert any("picked it up tues 14/4" in c for c in context), context
    assert any("back the 28th. do it after that" in c for c in context), context
    reply = answer(question, context, mock="The Kaurs are away in Leicester for his mum's 80th till the 28th - he "
                                           "asked us to do it after that. The TRV's already picked up.")
finish(question, expected="waiting on the part from Plumbase", actual=reply)
