"""Batch 217 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: St Mary's, Hopesay run a nativity trail on Sun 13th Dec 2048, 4-6 - stations round the churchyard and the lane,
the village children in costume at each one, hot chocolate in the church at the end. The parish's WhatsApp group
goes into a Zep thread; the helper answers parents from a graph search of the facts.

Memory: 2048-11-02T18:00 Rev Ann - dress rehearsal Thursday 10th Dec after school, 3.45 at the church, all the
children in costume; Gwen - costumes (shepherds in tea towels, tinsel halos, crowns from the school); Tue 24th Nov
Rev Ann - the school's carol service is in church on the Thursday afternoon and they need it from 2 to set up, Mrs
Hughes asked if they could go the day before, so Weds 9th, same time; Jan - hot chocolate. Question (Sun 6/12,
Kirsty, a mum): "what day's the dress rehearsal? need to sort after school club for the little one" The assistant
says Weds 9th Dec, 3.45 at the church. The label says Thu 10th Dec.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b217_ctl_zep_nativity_rehearsal_day_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hopesay-parish", "nativity-trail-2048"
POSTS = [
    "2048-11-02T18:00 Rev Ann - NATIVITY TRAIL ⭐ sun 13th dec 4-6. dress rehearsal thurs 10th dec after school, 3.45 "
    "at the church, all the children in costume pls",
    "Gwen - costumes: shepherds tea towels + dressing gowns, tinsel halos for the angels, the kings' crowns are coming "
    "from the school",
    "Tue 24th Nov Rev Ann - the school's carol service is in church the thurs afternoon + they need it from 2 to set "
    "up 🎄 Mrs Hughes asked if we could go the day before, so weds 9th, same time",
    "Jan - hot choc in church at the end, Co-op's given us 3 tins, marshmallows from me",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hopesay parish")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="parish whatsapp")])

question = "what day's the dress rehearsal? need to sort after school club for the little one"
context = ["Today is Sun 6 December 2048. You are talking to Kirsty, a mum whose child is in St Mary's, Hopesay's "
           "nativity trail (Sun 13 December)."]
for query in ("dress rehearsal", "rehearsal day", "carol service church"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("dress rehearsal thurs 10th dec after school" in c for c in context), context
assert any("so weds 9th, same time" in c for c in context), context
reply = answer(f"(Kirsty) {question}", context, mock="Wednesday 9th December, 3.45 at the church - it's the day "
                                                     "before the first plan, as the school need the church on the "
                                                     "Thursday for their carol service.")
finish(question, expected="Thu 10th Dec", actual=reply)
