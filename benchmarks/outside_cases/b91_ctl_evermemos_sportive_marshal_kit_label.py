"""Batch 91 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS sync client (the offline stand-in
server), script style.

App: the Hitchin Nomads sportive committee's WhatsApp group goes into EverMemOS (``v0.memories.add`` per message,
one group); the club's helper searches it to answer marshals.

Memory: Kev's message from last year's template says marshals bring their own hi-vis, a charged phone and a camp
chair; Steve's message this year says the club bought 40 vests with the logo on, in his garage, everyone gets one
at the briefing, so nobody needs to bring their own - just a phone charged up, a flask and a camp chair, it's a
long morning. Question (Fri 13/6, a new marshal): "what do I need to bring for marshalling on sunday?" The
assistant says a charged phone, a flask and a camp chair (the vest is handed out at the briefing). The label says
hi-vis, phone and a chair.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b91_ctl_evermemos_sportive_marshal_kit_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "nomads-sportive-cttee"
MESSAGES = [
    ("2034-04-11T20:15:00Z", "kev", "marshal info (copied from last yr's): bring your own hi-vis, phone charged, "
                                    "a camp chair. briefing 6.30am at the rugby club, sign in w Jo"),
    ("2034-05-14T18:02:00Z", "jo", "22 marshals so far, need 6 more for the A505 + Lilley bottom"),
    ("2034-05-29T09:47:00Z", "steve", "club's bought 40 vests w the logo on!! in my garage, everyone gets one at the "
                                      "briefing so nobody needs to bring their own. just a phone charged up, a "
                                      "flask + a camp chair, it's a long morning on a verge"),
    ("2034-06-09T19:30:00Z", "jo", "marshal bacon rolls at the Red Lion from 11, landlord's treat"),
    ("2034-06-11T07:12:00Z", "kev", "radio checks at the briefing, channel 3"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for i, (when, who, text) in enumerate(MESSAGES, 1):
    client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who, group_id=GROUP,
                           flush=True)
question = "what do I need to bring for marshalling on sunday? first time doing it"
found = client.v0.memories.search(extra_query={"query": "marshal marshals bring need hi-vis vests phone chair "
                                                        "briefing", "top_k": 12})
context = ["Today is Fri 13 June 2034. You are talking to a new marshal."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("bring your own hi-vis" in c for c in context), context
assert any("nobody needs to bring their own" in c for c in context), context
reply = answer(question, context, mock="A charged phone, a flask and a camp chair - you'll get a club vest at the "
                                       "6.30 briefing at the rugby club.")
finish(question, expected="hi-vis, phone and a chair", actual=reply)
