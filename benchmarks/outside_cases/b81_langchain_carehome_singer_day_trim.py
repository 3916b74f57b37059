"""Batch 81 (held out). A care home's activities week: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Carol, activities coordinator at Larchfield House, plans the week in a chat with an assistant. Every answer
call gets the printed activities sheet (done the week before) plus the chat, trimmed each turn to the last 10
messages (starting on a human one).

Planted fault (UpdateError, trimmed from the window): turn 1 says the printed sheet is wrong about the singer -
Maggie Mae can't do Wednesday as the chiropodist has the lounge all afternoon, so she's coming Friday at 2.30
instead (with an aside about the hairdresser). At turn 6 the trim drops turn 1. Question: "what day's the singer
coming? Mr Okafor's daughter wants to come in for it" -> expected Friday. The assistant reads the sheet and says
Wednesday.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's; the sheet with the Wednesday is in every call's context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b81_langchain_carehome_singer_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

SHEET = ("Larchfield House - activities w/c Mon 11 Oct 2032 (printed Thu 7/10): Mon 10.30 armchair exercise, "
         "2pm bingo. Tue 11am baking (scones), 2.30 film. Wed 10.30 hymns w/ Revd Kate, 2.30 Maggie Mae sing-along "
         "(40s + 50s). Thu minibus to Bodnant 10.15 (names on the board). Fri 11am pet therapy (Bramble the "
         "spaniel), 2pm quiz. Sat family coffee morning 10-12. Sun church on the telly")
TURNS = [
    ("sheet's wrong already grr. Maggie Mae can't do weds - chiropodist has the lounge all afternoon - so she's "
     "coming fri 2.30 now and the quiz goes to 3.30. also Lorraine the hairdresser is in tues not mon this wk",
     "Noted: Maggie Mae on Friday at 2.30, quiz at 3.30; Lorraine the hairdresser in on Tuesday."),
    ("for the Bodnant trip - 9 residents + 3 staff, Ade driving. packed lunches from kitchen, flasks",
     "Bodnant trip: nine residents, three staff, Ade driving; kitchen to do packed lunches and flasks."),
    ("pet therapy lady says Bramble's had her jabs, the certificate's in the office file",
     "Bramble's vaccination certificate is in the office file."),
    ("baking tues - need 2kg SR flour, sultanas, 2 dozen eggs, I'll do the Tesco order tonight",
     "Tuesday baking shopping: 2kg self-raising flour, sultanas, 24 eggs."),
    ("Mrs Hughes (rm 12) turns 94 on thurs!! she'll be on the trip so cake at tea when we're back",
     "Mrs Hughes's 94th on Thursday - birthday cake at tea after the trip."),
    ("what day's the singer coming? Mr Okafor's daughter wants to come in for it, he loves a bit of Vera Lynn",
     "Wednesday at 2.30 - Maggie Mae's 40s and 50s sing-along in the lounge."),
]
WINDOW = 10


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
            assert not any("Maggie Mae" in str(m.content) or "fri 2.30" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so she's coming fri 2.30 now" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        assert "Wed 10.30 hymns w/ Revd Kate, 2.30 Maggie Mae" in SHEET
        reply = answer(msgs[-1]["content"], SHEET, mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Friday afternoon", actual=reply)
