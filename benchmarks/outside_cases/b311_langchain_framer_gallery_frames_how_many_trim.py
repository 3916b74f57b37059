"""Batch 311 (held out). A picture framer's week: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Northgate Framers in Brighouse - Kev runs it on his own - have a big order in from the Beehive Gallery in
Hebden Bridge for a printmaking show, opening Sat 11th March 2051. Kev chats with the shop's helper through the week
to keep on top of it and everything else on the bench; each turn the chat is trimmed to its last 9 messages before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 20/2) is the Beehive order - 12 frames for Sue
Marsden's etchings, black ash, 30x40, white mounts, delivered by Thu 9th. Turn 2 is a customer's medals. In turn 3
Kev says Sue rang - she's squeezed in 4 more, the little linocuts, so it's 16 now, same black ash, same 30x40 so the
mounts all match, she'll drop them in Friday. Turns 4 to 7 are the wholesaler's delivery, the invoice Kev drafted
for the Beehive from his quote ("12 x black ash 30x40 ... £516"), a jigsaw somebody wants framing, and the van's MOT.
By turn 8 the trim drops turns 1 to 3; turns 4 to 7 stay. Question (turn 8, Weds 1/3): "how many frames am I doing
for the Beehive? ordering the black ash lengths tonight" -> expected 16 (12 etchings plus the 4 linocuts). The
assistant says 12.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn that made the
order 16 was in the history and in every window from turn 3 to turn 7, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's (nothing on 16, the
linocuts or the 4 more); the invoice draft with "12 x black ash" is in it.
"""
from __future__ import annotations

import re

from common import answer, fault, finish, setup

setup("b311_langchain_framer_gallery_frames_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many frames am I doing for the Beehive? ordering the black ash lengths tonight"
TURNS = [
    ("Mon 20/2 big one in 🎉 Beehive Gallery (Hebden) want 12 frames for Sue Marsden's etchings, black ash, 30x40, "
     "white mounts, plain glass. show opens sat 11th march so delivered by thurs 9th latest. quoted £43 each",
     "Great order - 12 black ash frames, 30x40 with white mounts and plain glass, for Sue Marsden's etchings at the "
     "Beehive Gallery; delivery by Thu 9 March, quoted £43 each."),
    ("mr Shah brought his grandad's medals in, wants them in a shadow box w/ the photo + the ribbons. 2 wks he said "
     "no rush",
     "Mr Shah's grandfather's medals, ribbons and photo in a shadow box - about two weeks, no rush."),
    ("Sue rang 📞 she's squeezed 4 more in, the little linocuts, so it's 16 now not 12. same black ash same 30x40 so "
     "the mounts all match on the wall, she'll drop them in fri",
     "Noted - the Beehive order is 16 frames now: the 12 etchings plus 4 linocuts, all black ash 30x40 to match. "
     "Sue's dropping the linocuts in on Friday."),
    ("wholesaler came - white mount board x20, glass, the black ash was short tho, only enough for about 5 frames "
     "so I'll need to order more",
     "The wholesaler delivered 20 sheets of white mount board and glass, but only enough black ash for about five "
     "frames - you'll need to order more."),
    ("done the invoice for the Beehive off my quote - 'Beehive Gallery. 12 x black ash 30x40, white mount, float "
     "glass @ £43 = £516. delivery incl.' - does that look ok to send",
     "The layout looks fine - gallery name, the frames with size and spec, unit price and total, delivery included."),
    ("some bloke wants a 1000 piece jigsaw framing 😂 Eiffel tower. glued already at least. said 70x50 black",
     "A glued 1000-piece Eiffel Tower jigsaw, 70x50 in black."),
    ("van's MOT is tues 7th 8am at Mick's, need it back for the Beehive run",
     "Van MOT Tue 7 March, 8am at Mick's - in time for the Beehive delivery."),
    (QUESTION,
     "12 - the black ash 30x40s for Sue Marsden's etchings (the invoice has 12 x £43 = £516)."),
]
WINDOW = 9
GONE = re.compile(r"\b16\b|linocut|4 more|squeezed")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(GONE.search(str(m.content).lower()) for m in window[:-1]), window
            assert any("12 x black ash 30x40" in str(m.content) for m in window), window
            assert any("only enough for about 5 frames" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so it's 16 now not 12" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kev's chat - he runs Northgate Framers in Brighouse on his own; today "
                                            "Weds 1 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="16 - the 12 etchings plus the 4 linocuts Sue squeezed in", actual=reply)
