"""Batch 51 (held out), control. A dog rescue's fosterers' group: EverMemOS (sync client, offline stand-in of
tests/instrumentations), two senders posting from threads, then one question.

App: Teme Valley Dog Rescue's fosterers' chat goes into EverMemOS (``memories.add`` per message, group
"teme-fosterers"): Gill, who fosters Rolo, posts from her phone while the coordinator Anwen posts the vet's
messages from the rescue's laptop (two threads, one client each). Rolo (a spaniel, 4) had his broken leg plated on
Thu 1 October; the vet said six weeks' crate rest, which would have been Thu 12 November. At the check-up on Thu
29 October the x-ray showed the bone knitting slower than they'd like, and the vet wants him crated for four more
weeks from that day, to Thu 26 November.

No fault planted. Question (Sat 31/10, Gill): "how much longer has Rolo got on crate rest?" The model answers
nearly four weeks (till Thu 26 Nov), right per memory. The label says 12 days, counting to the 12th. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b51_ctl_evermemos_rescue_rolo_crate_rest_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "teme-fosterers"
GILL = [
    ("2026-10-02T18:20:00Z", "Rolo home from the vets, v sorry for himself, cone on, he's in the big crate in the "
                             "kitchen"),
    ("2026-10-09T07:55:00Z", "Rolo eating again, wagging, HATES the crate at night, radio on helps"),
    ("2026-10-29T17:10:00Z", "gutted for him, he was so ready to come out. stuffed kongs on order lol"),
]
ANWEN = [
    ("2026-10-01T16:30:00Z", "from Teme Vets: Rolo's op went well, plate in the left hind leg. 6 wks strict crate "
                             "rest = Thurs 12th Nov, lead to the garden for wees only"),
    ("2026-10-15T12:05:00Z", "stitches out for Rolo Thurs, Gill can you do the 11.40?"),
    ("2026-10-29T16:45:00Z", "Rolo re-check today - x-ray shows it knitting slower than they'd like, Kate wants "
                             "him crated 4 more weeks from today, so to 26/11, then another x-ray"),
]

server = fake_evermemos()


def post(sender: str, messages: list[tuple[str, str]]) -> None:
    client = evermemos_client(server)
    for i, (when, text) in enumerate(messages, 1):
        client.v0.memories.add(content=text, create_time=when, message_id=f"{sender}-{i}", sender=sender,
                               group_id=GROUP, flush=True)


threads = [threading.Thread(target=post, args=("gill", GILL), name="gill-phone"),
           threading.Thread(target=post, args=("anwen", ANWEN), name="rescue-laptop")]
for t in threads:
    t.start()
for t in threads:
    t.join()


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


question = "how much longer has Rolo got on crate rest?"
client = evermemos_client(server)
found = client.v0.memories.search(extra_query={"query": "Rolo crate rest wks Nov x-ray", "top_k": 12})
context = ["Today is Sat 31 October 2026."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("crate rest = Thurs 12th Nov" in c for c in context), context
assert any("4 more weeks from today, so to 26/11" in c for c in context), context
reply = answer(question, context, mock="Just under 4 weeks - Kate wants him crated until Thu 26 Nov, then "
                                       "another x-ray.")
finish(question, expected="12 days - he comes out on the 12th", actual=reply)
