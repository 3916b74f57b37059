"""Batch 221 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), two
writers in threads (each with its own client), then the question's graph search.

App: Rudyard Lake Sailing Club hold an open day on Sun 26th June 2050 - taster sails for adults in the Wayfarers and
for kids in the small boats, a barbecue, the RNLI stall on the bank. Ian (the bosun) and Ruth (the secretary) post
in the club's open-day thread in Zep; the helper answers members from a graph search of the facts.

Memory: Ian, 2050-05-14T10:00 - 7 boats for the tasters, 5 Wayfarers + 2 Picos for the kids, helms sorted; Ruth,
Weds 1 Jun - W3's centreboard case has cracked, Ian's gluing it but it won't have cured by the 26th; Ian, Tue 14th -
Nick's lending his Wayfarer for the day so they're not short, and the Feva's back from Rob's with a new rudder, so
that's out too; Ruth, 16th June - the barbecue and the RNLI stall. Question (Thu 23/6, Gareth, doing the helm
rota): "how many boats have we got for the tasters sun? doing the helm rota" The assistant says 8 - five Wayfarers
(W3's out, Nick's in), the two Picos and the Feva. The label says 7 (the first count, before W3 cracked and Nick's
boat and the Feva came in).
"""
from __future__ import annotations

import threading

import zep_cloud

from common import answer, finish, setup

setup("b221_ctl_zep_sailing_taster_boats_count_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rudyard-lake-sc", "open-day-2050"
POSTS = {
    "Ian": ["2050-05-14T10:00 Ian - taster boats for the open day ⛵ 7 boats: 5 Wayfarers + 2 Picos for the kids, "
            "helms sorted",
            "Tue 14th Ian - Nick's lending us his Wayfarer for the day so we're not short 👍 + the Feva's back from "
            "Rob's w/ a new rudder, so that's out too"],
    "Ruth": ["Weds 1 Jun Ruth - bad news, W3's centreboard case has cracked 😩 Ian's gluing it but it won't have "
             "cured by the 26th",
             "16th june Ruth - bbq from 12 on the lawn + the RNLI stall on the bank, Sue's doing a cake stall too"],
}

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Rudyard Lake Sailing Club")


def writer(who: str) -> None:
    client = zep_client(server)
    for text in POSTS[who]:
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who.lower()}-posts") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

client = zep_client(server)
question = "how many boats have we got for the tasters sun? doing the helm rota"
context = ["Today is Thu 23 June 2050. You are talking to Gareth, who's doing the helm rota for Rudyard Lake Sailing "
           "Club's open day (Sun 26 June)."]
for query in ("taster boats", "how many boats for the tasters", "W3 centreboard cracked", "Wayfarer"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("7 boats: 5 Wayfarers + 2 Picos" in c for c in context), context
assert any("W3's centreboard case has cracked" in c for c in context), context
assert any("Nick's lending us his Wayfarer" in c and "the Feva's back" in c for c in context), context
reply = answer(f"(Gareth) {question}", context, mock="8 - five Wayfarers (W3's out but Nick's lending his), the two "
                                                     "Picos and the Feva.")
finish(question, expected="7", actual=reply)
