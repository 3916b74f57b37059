"""Batch 71 (held out), control. A plumber's call-outs: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: Gav Price Plumbing & Heating's work group chat (Gav, Liam the apprentice, Carol on the phones) goes into
EverMemOS (``memories.add`` per message, group "gav-plumbing"); the assistant answers from a search. The
Pritchards' new Worcester combi was due to go in on Mon 3 Nov. Carol heard the delivery might slip to the Tuesday,
but the boiler came on the Friday before. On the Monday Gav measured up and found the flue would come out less than
300mm from the window of the Pritchards' new extension, which building regs don't allow, so he didn't fit it; the
Worcester rep is coming on Thursday about a rear flue kit.

No fault planted. Question (Tue 4/11, Carol, Mrs Pritchard's daughter on the phone): "why didn't the Pritchards'
boiler go in yesterday?" The model answers the flue would have been too close to the extension window, right per
memory. The label says the boiler hadn't been delivered. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b71_ctl_evermemos_plumber_boiler_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "gav-plumbing"
MESSAGES = [
    ("2031-10-29T09:12:00Z", "carol", "Plumb Centre rang, the Pritchards' Worcester 30i might not be delivered till "
                                      "tues 4th, their van's off the road. Gav do u still want to do mon 3rd?"),
    ("2031-10-29T12:40:00Z", "gav", "yeah keep mon, if it's not here I'll strip the old one out"),
    ("2031-10-31T08:05:00Z", "gav", "boiler turned up this morning after all, in the van. Liam bring the flue kit "
                                    "from the unit mon"),
    ("2031-11-03T10:20:00Z", "gav", "Pritchards - didn't fit it. measured up + the flue comes out 200ish mm from the "
                                    "window of their new extension, needs 300 min, won't pass regs. Worcester rep "
                                    "coming thurs to look at a rear flue kit. old boiler back on for now"),
    ("2031-11-03T10:31:00Z", "liam", "told Mrs P, she's fine, she's got the immersion for hot water"),
    ("2031-11-03T16:45:00Z", "carol", "Hendry paid, £162 bacs. ta"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "why didn't the Pritchards' boiler go in yesterday?"
    found = await client.v0.memories.search(extra_query={"query": "Pritchards boiler Worcester fit delivered flue "
                                                                  "didn't", "top_k": 12})
    context = ["Today is Tue 4 November 2031. You are talking to Carol; Mrs Pritchard's daughter is on the phone."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("might not be delivered" in c for c in context), context
    assert any("boiler turned up this morning" in c for c in context), context
    assert any("won't pass regs" in c for c in context), context
    reply = answer(question, context, mock="Because the flue would have come out only about 200mm from the new "
                                           "extension's window - it needs 300mm, so it wouldn't pass building regs. "
                                           "The Worcester rep's coming Thursday about a rear flue kit.")
    finish(question, expected="the boiler hadn't been delivered yet", actual=reply)


asyncio.run(main())
