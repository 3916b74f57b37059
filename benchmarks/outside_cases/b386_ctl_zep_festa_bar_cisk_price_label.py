"""Batch 386 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: the Każin La Vittoria in Ħal Għorfa (the band club of the village) runs its bar through festa week (festa Sun
06/08/2051) - Cisk and Kinnie, hot dogs, the volunteers' roster, extra kegs. Tony (in charge of the bar) and Mary
(the committee secretary) put the committee chat into a Zep thread; the helper answers the volunteers from a graph
search of the facts.

Memory: Tony, 2051-07-10T21:00 - festa week prices as every year, Cisk €3 (normally €2,50), Kinnie €2, hot dogs €3;
Mary, 15/07 - volunteers for the bar, the sheet's on the counter; Tony, Tue 18/07 - the committee decided last night
to keep the Cisk at €2,50 for the festa, the other każin across the pjazza is doing €2,50 and we're not handing them
our customers, Kinnie and hot dogs as before; Mary, Fri 21/07 - extra kegs coming Thursday. Question (Mon 31/07,
Kevin, a volunteer on his first shift): "how much is a Cisk this week at the bar? first shift tonight, don't want
to get it wrong 😅" The assistant says €2,50 (the committee kept it at €2,50 for the festa). The label says €3.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b386_ctl_zep_festa_bar_cisk_price_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kazin-la-vittoria", "festa-bar-2051"
POSTS = [
    "2051-07-10T21:00 Tony - FESTA WEEK bar prices as every yr 🍺 Cisk €3 (normally €2,50), Kinnie €2, hot dogs €3. "
    "float in the tin, count it at close",
    "15/07 Mary - volunteers for the bar pls!! sheet's on the counter, 2 per shift, 7-10 + 10-close",
    "Tue 18/07 Tony - committee decided last night to keep the Cisk at €2,50 for the festa, the other każin across "
    "the pjazza is doing €2,50 and we're not handing them our customers 😤 Kinnie + hot dogs as before",
    "Fri 21/07 Mary - extra kegs coming thu, Ġanni + the Zammit boys to carry them down to the cellar",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Każin La Vittoria")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="kumitat chat")])

question = "how much is a Cisk this week at the bar? first shift tonight, don't want to get it wrong 😅"
context = ["Today is Mon 31 July 2051. You are talking to Kevin, a volunteer on the bar at the Każin La Vittoria, Ħal "
           "Għorfa, in festa week (festa Sun 6 Aug)."]
for query in ("Cisk price festa week", "bar prices", "how much is a beer at the bar"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Cisk €3 (normally €2,50)" in c for c in context), context
assert any("keep the Cisk at €2,50 for the festa" in c for c in context), context
reply = answer(f"(Kevin) {question}", context,
               mock="€2,50 - the committee decided to keep the Cisk at the normal price for the festa (the other "
                    "każin's doing €2,50 too). Kinnie €2, hot dogs €3.")
finish(question, expected="€3", actual=reply)
