"""Batch 50 (held out), control. A litter-pick group's WhatsApp on the day: EverMemOS (sync client, offline stand-in
of tests/instrumentations), threads (each team's phone posts from its own thread).

App: Tidy Tupsley's June pick (Sun 14 June 2026, 10-12.30) split into three teams; each team leader's messages go
into EverMemOS (``memories.add``, group "tidy-tupsley-june") from their own thread, and Wyn, in charge for the day,
asks the assistant afterwards. Mid-morning Wyn posted "14 bags already by half ten!" from the park. By the end:
park end 9 bags, towpath 8 bags and a shopping trolley, Whittern Way estate 5 bags - 22 in all.

No fault planted. Question (Sun 14/6, afternoon): "how many bags did we fill on sunday altogether?" The model answers
22, right per memory. The label says 14, Wyn's half-ten count. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b50_ctl_evermemos_litter_bags_total_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "tidy-tupsley-june"
TEAMS = {
    "wyn": [("2026-06-14T09:05:00Z", "morning all, grabbers + bags in the porch, sign the sheet pls"),
            ("2026-06-14T09:31:00Z", "14 bags already by half ten!! between all of us, well done team"),
            ("2026-06-14T11:40:00Z", "park end done - 9 bags, mostly the bandstand + the bins by the swings")],
    "jas": [("2026-06-14T10:12:00Z", "towpath team: found a shopping trolley AGAIN, Dev's wrestling it out"),
            ("2026-06-14T11:52:00Z", "towpath finished, 8 bags + the trolley, knackered")],
    "moira": [("2026-06-14T10:40:00Z", "Whittern Way - loads of cans behind the garages, kids helping"),
              ("2026-06-14T12:05:00Z", "estate lot 5 bags, all on the pile by the community centre bins")],
}

server = fake_evermemos()
client = evermemos_client(server)


def post(who: str) -> None:
    for n, (when, text) in enumerate(TEAMS[who], 1):
        client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{n}", sender=who,
                               group_id=GROUP, flush=True)


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


threads = [threading.Thread(target=post, args=(who,), name=f"phone-{who}") for who in TEAMS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many bags did we fill on sunday altogether?"
found = client.v0.memories.search(extra_query={"query": "bags team done finished park towpath estate", "top_k": 20})
context = ["Today is Sun 14 June 2026."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
for t in ("14 bags already by half ten", "park end done - 9 bags", "8 bags + the trolley", "estate lot 5 bags"):
    assert any(t in c for c in context), (t, context)
reply = answer(question, context, mock="22 bags - 9 from the park end, 8 off the towpath (plus the trolley) and 5 "
                                       "from Whittern Way.")
finish(question, expected="14 bags", actual=reply)
