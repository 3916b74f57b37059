"""Batch 129 (held out). A village cinema club secretary's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Pam is secretary of the Long Marston Film Club (monthly films in the village hall) and keeps a running chat with
the helper through the week before a show; each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Pam says Colin's back has gone again so Maureen's
doing the projector on Fri 17th for Casablanca - she did the training with him last year and knows the new laptop
set-up - and, in passing, that they need more paper cups. In turn 2 she pastes the spring season rota for tidying:
projector Colin, box office Jean + Sheila, teas Ray, ices the Guides. By turn 6 the trim drops turn 1; the pasted rota
stays. Question (turn 6, Weds 15/4): "who's on the projector fri? need to drop the hall key round to them" ->
expected Maureen (Colin's back). The assistant says Colin.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that says who
is running the projector this Friday was in the history and in every earlier window, and this trim cut it from the
window the model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's; the rota is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b129_langchain_cinema_projectionist_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's on the projector fri? need to drop the hall key round to them"
TURNS = [
    ("Colin's back's gone again poor love so Maureen's doing the projector fri 17th for Casablanca - she did the "
     "training w him last yr + knows the new laptop thingy. oh and we need more paper cups",
     "Noted: Maureen is running the projector for Casablanca on Friday 17th while Colin's back is bad; paper cups "
     "on the shopping list."),
    ("tidy this pls, it's going on the noticeboard: SPRING SEASON - 17/4 Casablanca, 15th may Paddington 2, 12/6 "
     "Local Hero. doors 7, film 7.30. ROTA projector: Colin. box office: Jean + Sheila. teas/coffee Ray, ices the "
     "Guides. chairs out - whoever's there by 6.45!",
     "Spring season: Casablanca 17 April, Paddington 2 15 May, Local Hero 12 June; doors 7pm, film 7.30. Rota - "
     "projector Colin; box office Jean and Sheila; teas and coffee Ray; ices the Guides; chairs out by 6.45."),
    ("advance tickets - 38 sold for Casablanca so far, £5 / £4 concs. hall holds 90 w the side tables out",
     "38 advance tickets sold for Casablanca (£5, £4 concessions); the hall seats 90 with the side tables out."),
    ("raffle prizes - bottle of wine from the Bell, a Costa voucher, Sheila's doing a cake. tickets £1 a strip",
     "Raffle: wine from the Bell, a Costa voucher and Sheila's cake; £1 a strip."),
    ("licence renewed w Filmbank 9/4, £98. receipt's in the blue folder",
     "Filmbank licence renewed on 9 April for £98; the receipt is in the blue folder."),
    (QUESTION,
     "Colin - he's down for the projector on the spring rota."),
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
            assert not any("Maureen" in str(m.content) for m in window), window
            assert any("ROTA projector: Colin" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Maureen's doing the projector fri 17th" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pam's chat as secretary of the Long Marston Film Club, week of Mon "
                                            "13 Apr 2037)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Maureen - she's doing the projector as Colin's back has gone", actual=reply)
